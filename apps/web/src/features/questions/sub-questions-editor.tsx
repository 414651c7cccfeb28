import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_SUB_QUESTIONS, QUESTION_TYPE, type QuestionType, questionFields, SUB_QUESTION_TYPES } from '@kaoshi/contracts';
import { Button, Form, type FormRule, InputNumber, Popconfirm, Select, Tooltip, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';
import { editorIds } from './drafts';
import { optionsForType } from './options-model';
import { derivedScore, newSubQuestion, type QuestionFormValues, type SubQuestionValues, wholeWithoutDecimal } from './question-values';

/** The list's value lives in the form; this item only carries its check. */
const ValueHolder = (_: { value?: unknown }) => null;

interface SubQuestionsEditorProps {
  questionId?: number;
  problemRule: FormRule;
  /**
   * Draws one part's fields: the question body's own component, handed down by it (a part's
   * fields are a question's fields, and importing that component here would make a cycle).
   */
  BodyFields: ComponentType<{
    prefix: (string | number)[];
    type: QuestionType;
    ids: ReturnType<ReturnType<typeof editorIds>['sub']>;
    questionId?: number;
  }>;
}

/**
 * The parts of a composite (材料题): each a question of its own type with its own score, in
 * order (1), (2)…; added, moved and removed here and saved with the composite in one request.
 * The composite's score is their sum (docs/REQUIREMENTS.md §7).
 */
export function SubQuestionsEditor({ questionId, problemRule, BodyFields }: SubQuestionsEditorProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuestionFormValues>();
  const subs = (Form.useWatch('subQuestions', form) as SubQuestionValues[] | undefined) ?? [];
  const ids = editorIds(questionId);
  const total = derivedScore({ type: QUESTION_TYPE.COMPOSITE, blanks: [], subQuestions: subs }) ?? 0;

  const current = () => (form.getFieldValue('subQuestions') as SubQuestionValues[] | undefined) ?? [];
  const set = (next: SubQuestionValues[]) => {
    form.setFieldValue('subQuestions', next);
    void form.validateFields(['subQuestions']).catch(() => undefined);
  };
  const move = (index: number, direction: -1 | 1) => {
    const next = [...current()];
    const target = index + direction;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    set(next);
  };
  const retype = (index: number, type: QuestionType) => {
    const sub = current()[index]!;
    const choices = optionsForType(sub.choices, sub.type, type, [t('question.trueText'), t('question.falseText')]);
    set(current().map((item, at) => (at === index ? { ...item, type, choices } : item)));
  };

  return (
    <div className="question-subs" data-testid="sub-questions">
      <Form.Item name="subQuestions" noStyle rules={[problemRule]} validateTrigger={[]}>
        <ValueHolder />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {() => {
          const errors = form.getFieldError('subQuestions');
          return errors.length > 0 ? <Typography.Text type="danger">{errors[0]}</Typography.Text> : null;
        }}
      </Form.Item>
      {subs.length === 0 && <p className="question-written-empty">{t('questionWritten.noSubQuestions')}</p>}
      {subs.map((sub, index) => {
        const label = t('questionWritten.part', { number: index + 1 });
        const derived = derivedScore(sub);
        return (
          <section key={sub.uid} className="question-sub" aria-label={label} data-testid={`sub-question-${index + 1}`}>
            <header className="question-sub-head">
              <strong>({index + 1})</strong>
              <Select
                aria-label={t('questionWritten.partType', { label })}
                value={sub.type}
                style={{ minWidth: 150 }}
                onChange={(type: QuestionType) => retype(index, type)}
                options={SUB_QUESTION_TYPES.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
              />
              {derived === null ? (
                <Form.Item name={['subQuestions', index, 'score']} noStyle rules={[zodRule(questionFields.shape.score, true)]}>
                  <InputNumber<number>
                    aria-label={t('questionWritten.partScore', { label })}
                    min={0.5}
                    max={1000}
                    step={0.5}
                    formatter={wholeWithoutDecimal}
                    addonAfter={t('questionWritten.pointsUnit')}
                    style={{ width: 130 }}
                  />
                </Form.Item>
              ) : (
                <span className="kx-muted">{t('question.points', { score: derived })}</span>
              )}
              <span className="question-sub-tools">
                <Tooltip title={t('questionWritten.movePartUp', { label })}>
                  <Button
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('questionWritten.movePartUp', { label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                </Tooltip>
                <Tooltip title={t('questionWritten.movePartDown', { label })}>
                  <Button
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('questionWritten.movePartDown', { label })}
                    disabled={index === subs.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
                <Popconfirm
                  title={t('questionWritten.removePartConfirm', { label })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => set(current().filter((_, at) => at !== index))}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('questionWritten.removePart', { label })} />
                </Popconfirm>
              </span>
            </header>
            <BodyFields prefix={['subQuestions', index]} type={sub.type} ids={ids.sub(index)} questionId={questionId} />
          </section>
        );
      })}
      <div className="question-scoring-foot">
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={subs.length >= MAX_SUB_QUESTIONS}
          onClick={() => set([...current(), newSubQuestion()])}
        >
          {t('questionWritten.addPart')}
        </Button>
        <Typography.Text type="secondary" data-testid="composite-total">
          {t('questionWritten.compositeTotal', { total })}
        </Typography.Text>
      </div>
    </div>
  );
}
