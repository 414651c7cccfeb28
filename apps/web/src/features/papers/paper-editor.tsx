import { CopyOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import type { PaperDetail, PaperRecord } from '@kaoshi/contracts';
import { Alert, App, Button, Form, Space, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatedValues } from '../../lib/validated-values';
import { savePaper } from './api';
import { FixedItems } from './fixed-items';
import { newRule, paperBody, type PaperSettings, paperTotal, ruleQuestionCount, rulesOf } from './paper-model';
import type { PreviewTarget } from './paper-preview';
import { PaperSettingsForm } from './paper-settings';
import { RandomRules } from './random-rules';
import { useRuleCheck } from './use-rule-check';

/** A new paper's starting settings: a common exam length and the usual 60 % pass mark of 100. */
const NEW_PAPER: PaperSettings = { name: '', mode: 'fixed', passScore: 60, durationMinutes: 90, shuffleQuestions: 0, shuffleOptions: 0 };

const settingsOf = (detail: PaperDetail | null): PaperSettings =>
  detail
    ? {
        courseId: detail.courseId,
        name: detail.name,
        mode: detail.mode,
        passScore: detail.passScore,
        durationMinutes: detail.durationMinutes,
        shuffleQuestions: detail.shuffleQuestions,
        shuffleOptions: detail.shuffleOptions,
      }
    : NEW_PAPER;

interface PaperEditorProps {
  /** The saved paper, or null for a new one. */
  detail: PaperDetail | null;
  onSaved: (record: PaperRecord) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  /** A saved paper without changes is previewed as saved; anything else as the editor holds it. */
  onPreview: (target: PreviewTarget) => void;
  onCopyToEdit: () => void;
}

/** Composes one paper: its settings, then its questions (fixed) or its drawing rules (random). */
export function PaperEditor({ detail, onSaved, onDirtyChange, onPreview, onCopyToEdit }: PaperEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PaperSettings>();
  const [initial] = useState(() => {
    const draft = { settings: settingsOf(detail), items: detail?.items ?? [], rules: detail ? rulesOf(detail) : [newRule()] };
    return { ...draft, body: JSON.stringify(paperBody(draft.settings, draft.items, draft.rules)) };
  });
  const [settings, setSettings] = useState(initial.settings);
  const [items, setItems] = useState(initial.items);
  const [rules, setRules] = useState(initial.rules);
  const [saving, setSaving] = useState(false);
  const locked = detail?.locked === 1;
  const random = settings.mode === 'random';
  const total = paperTotal(settings.mode, items, rules);
  const questionCount = random ? ruleQuestionCount(rules) : items.length;
  const passTooHigh = (settings.passScore ?? 0) > total;
  const dirty = JSON.stringify(paperBody(settings, items, rules)) !== initial.body;
  const ruleCheck = useRuleCheck(settings.courseId, rules, random && !locked);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Whether the pass score fits depends on the total, which changes outside its field.
  useEffect(() => {
    if (form.isFieldTouched('passScore')) form.validateFields(['passScore']).catch(() => {});
  }, [total, form]);

  const save = async () => {
    if (!(await validatedValues(form))) return; // The form shows what to fix.
    setSaving(true);
    try {
      const answer = await savePaper(paperBody(settings, items, rules), detail?.paperId ?? null);
      if ('short' in answer) ruleCheck.show(answer.short);
      else {
        message.success(t('common.saved'));
        await onSaved(answer.saved);
      }
    } catch {
      // Refused: the client shows the server's reason; the draft stays as it is.
    } finally {
      setSaving(false);
    }
  };

  const preview = async () => {
    const paperId = detail?.paperId ?? null;
    if (paperId !== null && !dirty) return onPreview({ paperId, mode: settings.mode });
    if (!(await validatedValues(form))) return; // The form shows what to fix.
    onPreview({ paperId, mode: settings.mode, draft: paperBody(settings, items, rules) });
  };

  const dropCourseContent = () => {
    setItems([]);
    setRules((current) => current.map((rule) => ({ ...rule, knowledgeId: null })));
  };

  return (
    <div className="paper-editor">
      {locked && (
        <Alert
          type="warning"
          showIcon
          className="paper-locked-alert"
          message={t('paper.lockedTitle')}
          description={t('paper.lockedBody')}
          action={
            <Button icon={<CopyOutlined />} onClick={onCopyToEdit}>
              {t('paper.copyToEdit')}
            </Button>
          }
        />
      )}
      <div className="paper-summary">
        <Space size="large" wrap>
          <Statistic title={t('paper.totalScore')} value={total} className="paper-total" />
          <Statistic title={t('paper.questionCount')} value={questionCount} />
          <Statistic
            title={t('paper.passScore')}
            value={settings.passScore ?? '—'}
            valueStyle={passTooHigh ? { color: '#cf1322' } : undefined}
          />
        </Space>
        <Space wrap>
          <Button icon={<EyeOutlined />} onClick={preview}>
            {t('paper.preview')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty && detail !== null} onClick={save}>
            {t('common.save')}
          </Button>
        </Space>
      </div>
      <PaperSettingsForm
        form={form}
        initialValues={initial.settings}
        total={total}
        locked={locked}
        holdsCourseContent={items.length > 0 || rules.some((rule) => rule.knowledgeId !== null)}
        onChange={setSettings}
        onCourseChanged={dropCourseContent}
      />
      {random ? (
        <RandomRules rules={rules} onChange={setRules} courseId={settings.courseId} readOnly={locked} check={ruleCheck} />
      ) : (
        <FixedItems items={items} onChange={setItems} courseId={settings.courseId} readOnly={locked} />
      )}
    </div>
  );
}
