import { DIFFICULTIES, QUESTION_TYPE, QUESTION_TYPES, questionFields, type QuestionType } from '@kaoshi/contracts';
import { Col, Form, InputNumber, Rate, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';
import { CourseSelect, KnowledgeSelect } from '../../components/course-pickers';
import { editorIds, prepareDrafts } from './drafts';
import { type OptionDraft, optionsForType } from './options-model';
import { QuestionBodyFields } from './question-body-fields';
import { derivedScore, type QuestionFormValues, wholeWithoutDecimal } from './question-values';

const s = questionFields.shape;

/**
 * The fields of the add/edit dialog. Type decides the rest (QuestionBodyFields): options with
 * marks, a task address, blanks, scoring points, or the parts of a composite.
 */
export function QuestionFormFields({ questionId }: { questionId?: number }) {
  const { t } = useTranslation();
  // Before the editors below read their drafts: a save's leftovers, or an abandoned new form's, are not a draft to restore.
  useState(() => prepareDrafts(questionId));
  const form = Form.useFormInstance<QuestionFormValues>();
  const type = (Form.useWatch('type', form) ?? QUESTION_TYPE.SINGLE) as QuestionType;
  const courseId = Form.useWatch('courseId', form) as number | undefined;
  const ids = editorIds(questionId);
  const blanks = Form.useWatch('blanks', form);
  const subQuestions = Form.useWatch('subQuestions', form);
  // Fill-in and composite questions are worth the sum of their blanks or parts.
  const derived = derivedScore({ type, blanks: blanks ?? [], subQuestions: subQuestions ?? [] });

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="courseId" label={t('question.course')} rules={[{ required: true, message: t('question.chooseCourse') }]}>
            <CourseSelect onChange={() => form.setFieldValue('knowledgeId', null)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="knowledgeId" label={t('question.knowledge')}>
            <KnowledgeSelect courseId={courseId} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="type" label={t('question.type')} rules={[{ required: true }]}>
            <TypeSelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          {derived === null ? (
            <Form.Item name="score" label={t('question.score')} tooltip={t('question.scoreHint')} rules={[zodRule(s.score, true)]}>
              <InputNumber<number> min={0.5} max={1000} step={0.5} formatter={wholeWithoutDecimal} style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item label={t('question.score')} tooltip={t('questionWritten.sumHint')}>
              <InputNumber<number>
                value={derived}
                disabled
                formatter={wholeWithoutDecimal}
                style={{ width: '100%' }}
                data-testid="derived-score"
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={16} sm={12} md={7}>
          <Form.Item name="difficulty" label={t('question.difficulty')} rules={[zodRule(s.difficulty, true)]}>
            <Rate allowClear={false} tooltips={DIFFICULTIES.map((level) => t(`question.difficulties.${level}`))} />
          </Form.Item>
        </Col>
        <Col xs={8} sm={12} md={5}>
          <Form.Item
            name="hasVideo"
            label={t('question.hasVideo')}
            getValueFromEvent={(on: boolean) => (on ? 1 : 0)}
            getValueProps={(flag: number) => ({ checked: flag === 1 })}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <QuestionBodyFields prefix={[]} type={type} ids={ids} questionId={questionId} />
    </>
  );
}

/** Changing the type reshapes the options (true/false gets its two statements in the author's language). */
function TypeSelect({ value, onChange, id }: { value?: QuestionType; onChange?: (type: QuestionType) => void; id?: string }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<QuestionFormValues>();
  const pick = (next: QuestionType) => {
    const choices = (form.getFieldValue('choices') ?? []) as OptionDraft[];
    form.setFieldValue(
      'choices',
      optionsForType(choices, value ?? QUESTION_TYPE.SINGLE, next, [t('question.trueText'), t('question.falseText')]),
    );
    onChange?.(next);
  };
  return (
    <Select
      id={id}
      aria-label={t('question.type')}
      value={value}
      onChange={pick}
      options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`question.types.${type}`) }))}
    />
  );
}
