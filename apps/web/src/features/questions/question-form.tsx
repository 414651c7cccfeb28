import { DIFFICULTIES, QUESTION_TYPE, QUESTION_TYPES, questionFields, type QuestionType } from '@kaoshi/contracts';
import { Col, Form, type FormRule, Input, InputNumber, Rate, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { zodRule } from '../../lib/zod-rule';
import { CourseSelect, KnowledgeSelect } from '../../components/course-pickers';
import { editorIds, prepareDrafts } from './drafts';
import { OptionsEditor } from './options-editor';
import { isBlankRichText, type OptionDraft, optionsForType } from './options-model';
import { problemOf, type QuestionFormValues, wholeWithoutDecimal } from './question-values';

const s = questionFields.shape;

/**
 * The fields of the add/edit dialog. Type decides the rest: choice and true/false questions
 * have options with marks, an external-link question a task address instead.
 */
export function QuestionFormFields({ questionId }: { questionId?: number }) {
  const { t } = useTranslation();
  // Before the editors below read their drafts: a save's leftovers, or an abandoned new form's, are not a draft to restore.
  useState(() => prepareDrafts(questionId));
  const form = Form.useFormInstance<QuestionFormValues>();
  const type = (Form.useWatch('type', form) ?? QUESTION_TYPE.SINGLE) as QuestionType;
  const courseId = Form.useWatch('courseId', form) as number | undefined;
  const ids = editorIds(questionId);
  const link = type === QUESTION_TYPE.EXTERNAL_LINK;

  const problemRule = (field: 'choices' | 'linkUrl'): FormRule => ({
    validator: async () => {
      const values = form.getFieldsValue(['type', 'choices', 'linkUrl']) as QuestionFormValues;
      const problem = problemOf(values);
      // Each field reports its own problems: the address for links, the options otherwise.
      const mine = problem && (problem === 'linkUrlInvalid' || problem === 'linkHasOptions' ? 'linkUrl' : 'choices') === field;
      if (mine) throw new Error(t(`question.problems.${problem}`));
    },
  });

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
          <Form.Item name="score" label={t('question.score')} tooltip={t('question.scoreHint')} rules={[zodRule(s.score, true)]}>
            <InputNumber<number> min={0.5} max={1000} step={0.5} formatter={wholeWithoutDecimal} style={{ width: '100%' }} />
          </Form.Item>
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
      <Form.Item
        name="stem"
        label={t('question.stem')}
        rules={[
          {
            required: true,
            validator: async (_, html: string) =>
              isBlankRichText(html ?? '') ? Promise.reject(new Error(t('question.stemRequired'))) : undefined,
          },
        ]}
      >
        <RichTextEditor id={ids.stem} minHeight={120} />
      </Form.Item>
      {/* Hidden rather than removed for links: switching back to a choice type finds the options as they were. */}
      <Form.Item
        name="choices"
        label={type === QUESTION_TYPE.TRUE_FALSE ? t('question.trueFalseAnswer') : t('question.options')}
        extra={link ? undefined : t(`question.optionsHint.${type}`)}
        hidden={link}
        validateTrigger={[]}
        rules={[problemRule('choices')]}
        required
      >
        <OptionsEditor type={type} questionId={questionId} />
      </Form.Item>
      {link && (
        <Form.Item name="linkUrl" label={t('question.linkUrl')} extra={t('question.linkUrlHint')} rules={[problemRule('linkUrl')]} required>
          <Input type="url" placeholder="https://" maxLength={2000} />
        </Form.Item>
      )}
      <Form.Item name="explanation" label={t('question.explanation')} rules={[zodRule(s.explanation)]}>
        <RichTextEditor id={ids.explanation} minHeight={80} />
      </Form.Item>
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
