import { DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { MAX_PAPER_QUESTIONS, MAX_PAPER_RULES, QUESTION_TYPES, type QuestionType } from '@kaoshi/contracts';
import { Alert, Button, Empty, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDifficultyOptions } from './difficulty';
import { KnowledgeSelect } from '../../components/course-pickers';
import { availabilityByRule, type DraftRule, newRule, ruleSubtotal } from './paper-model';
import { RuleAvailabilityCell } from './rule-availability';
import { ScoreInput, toHalfPoint } from './score-input';
import type { RuleCheck } from './use-rule-check';

interface RandomRulesProps {
  rules: DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  courseId: number | undefined;
  readOnly: boolean;
  check: RuleCheck;
}

/** A random paper's rules: each candidate gets `count` questions per rule, drawn for them alone. */
export function RandomRules({ rules, onChange, courseId, readOnly, check }: RandomRulesProps) {
  const { t } = useTranslation();
  const difficultyOptions = useDifficultyOptions();
  const update = (key: number, patch: Partial<DraftRule>) =>
    onChange(rules.map((rule) => (rule.key === key ? { ...rule, ...patch } : rule)));
  const result = check.answer && 'result' in check.answer ? check.answer.result : undefined;
  const refusal = check.answer && 'refusal' in check.answer ? check.answer.refusal : undefined;
  const availability = availabilityByRule(result?.rules ?? []);
  const label = (name: string, index: number) => `${t(name)} ${index + 1}`;

  const columns: ColumnsType<DraftRule> = [
    { title: '#', key: 'number', width: 44, fixed: 'left', render: (_, _rule, index) => index + 1 },
    {
      title: t('paper.type'),
      dataIndex: 'type',
      render: (type: QuestionType, rule, index) => (
        <Select
          aria-label={label('paper.type', index)}
          value={type}
          disabled={readOnly}
          onChange={(next: QuestionType) => update(rule.key, { type: next })}
          options={QUESTION_TYPES.map((value) => ({ value, label: t(`question.types.${value}`) }))}
          style={{ width: 150 }}
        />
      ),
    },
    {
      title: t('paper.knowledge'),
      dataIndex: 'knowledgeId',
      render: (knowledgeId: number | null, rule, index) => (
        <KnowledgeSelect
          courseId={courseId}
          value={knowledgeId}
          onChange={(next) => update(rule.key, { knowledgeId: next })}
          placeholder={t('paper.wholeCourse')}
          ariaLabel={label('paper.knowledge', index)}
          disabled={readOnly}
          style={{ width: 190 }}
        />
      ),
    },
    {
      title: t('paper.difficulty'),
      dataIndex: 'difficulty',
      render: (difficulty: number | null, rule, index) => (
        <Select
          allowClear
          aria-label={label('paper.difficulty', index)}
          placeholder={t('paper.anyDifficulty')}
          value={difficulty ?? undefined}
          disabled={readOnly}
          onChange={(next?: number) => update(rule.key, { difficulty: next ?? null })}
          options={difficultyOptions}
          style={{ width: 130 }}
        />
      ),
    },
    {
      title: t('paper.count'),
      dataIndex: 'count',
      render: (count: number | null, rule, index) => (
        <InputNumber
          aria-label={label('paper.count', index)}
          value={count}
          min={1}
          max={MAX_PAPER_QUESTIONS}
          precision={0}
          disabled={readOnly}
          onChange={(next) => update(rule.key, { count: next })}
          style={{ width: 80 }}
        />
      ),
    },
    {
      title: t('paper.scoreEach'),
      dataIndex: 'score',
      render: (score: number | null, rule, index) => (
        <ScoreInput
          aria-label={label('paper.scoreEach', index)}
          value={score}
          disabled={readOnly}
          onChange={(next) => update(rule.key, { score: next === null ? null : toHalfPoint(next) })}
          style={{ width: 80 }}
        />
      ),
    },
    { title: t('paper.subtotal'), key: 'subtotal', align: 'right', render: (_, rule) => ruleSubtotal(rule) },
    {
      title: t('paper.inBank'),
      key: 'bank',
      // Pinned, with the remove button: on a narrow screen the answer stays in view while the inputs scroll.
      fixed: 'right',
      render: (_, _rule, index) => <RuleAvailabilityCell availability={availability.get(index + 1)} checking={check.checking} />,
    },
  ];
  if (!readOnly) {
    columns.push({
      title: '',
      key: 'remove',
      width: 48,
      fixed: 'right',
      render: (_, rule) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('paper.removeRule')}
          title={t('paper.removeRule')}
          onClick={() => onChange(rules.filter((r) => r.key !== rule.key))}
        />
      ),
    });
  }

  return (
    <section className="paper-part" aria-label={t('paper.rules')}>
      <div className="paper-part-head">
        <Typography.Title level={5}>{t('paper.rules')}</Typography.Title>
        {!readOnly && (
          <Space wrap>
            <Button icon={<SyncOutlined spin={check.checking} />} disabled={courseId === undefined} onClick={check.recheck}>
              {t('paper.checkBank')}
            </Button>
            <Button
              type="primary"
              ghost
              icon={<PlusOutlined />}
              disabled={rules.length >= MAX_PAPER_RULES}
              onClick={() => onChange([...rules, newRule()])}
            >
              {t('paper.addRule')}
            </Button>
          </Space>
        )}
      </div>
      <Typography.Paragraph type="secondary">{t('paper.rulesHint')}</Typography.Paragraph>
      {courseId === undefined && !readOnly && (
        <Alert type="info" showIcon message={t('paper.chooseCourseFirst')} className="paper-rules-alert" />
      )}
      {refusal && <Alert type="error" showIcon message={refusal} className="paper-rules-alert" />}
      {result && !result.ok && <Alert type="error" showIcon message={t('paper.bankShort')} className="paper-rules-alert" />}
      <Table<DraftRule>
        rowKey="key"
        columns={columns}
        dataSource={rules}
        pagination={false}
        size="small"
        rowClassName={(_, index) => ((availability.get(index + 1)?.shortBy ?? 0) > 0 ? 'paper-rule-short' : '')}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.noRules')} /> }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
