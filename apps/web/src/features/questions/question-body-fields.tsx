import { FormOutlined } from '@ant-design/icons';
import { type AnswerKeyProblem, QUESTION_TYPE, type QuestionType } from '@kaoshi/contracts';
import type { Editor } from '@tiptap/react';
import { Alert, Button, Col, Form, type FormRule, Input, InputNumber, Row, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { zodRule } from '../../lib/zod-rule';
import { BlanksEditor } from './blanks-editor';
import { OptionsEditor } from './options-editor';
import { isBlankRichText } from './options-model';
import { type QuestionBodyValues, type QuestionFormValues, problemOf, subProblemOf } from './question-values';
import { ScoringPointsEditor } from './scoring-points-editor';
import { SubQuestionsEditor } from './sub-questions-editor';
import { afterInsert, type BlankDraft, markerNumbers, nextMarker } from '../../components/written/written-values';
import { questionFields } from '@kaoshi/contracts';

type Field = 'choices' | 'linkUrl' | 'blanks' | 'scoringPoints' | 'maxLength' | 'subQuestions';

/** Which field shows a problem of the answer key. */
const FIELD_OF: Partial<Record<AnswerKeyProblem, Field>> = {
  linkUrlInvalid: 'linkUrl',
  linkHasOptions: 'linkUrl',
  blanksMismatch: 'blanks',
  blankNoAnswer: 'blanks',
  scoringPointsOverScore: 'scoringPoints',
  lengthRange: 'maxLength',
  compositeEmpty: 'subQuestions',
  compositeNested: 'subQuestions',
  scoreNotSum: 'subQuestions',
};
const fieldOf = (problem: AnswerKeyProblem): Field => FIELD_OF[problem] ?? 'choices';

export interface BodyEditorIds {
  stem: string;
  explanation: string;
  reference: string;
  option: (key: string) => string;
}

/** The written types' problems come with the editor's own text (questionWritten), the others with the catalogue's. */
const WRITTEN_PROBLEMS = new Set([
  'writtenHasOptions',
  'blanksMismatch',
  'blankNoAnswer',
  'scoringPointsOverScore',
  'lengthRange',
  'compositeEmpty',
  'compositeNested',
  'scoreNotSum',
]);
const problemKey = (problem: string) =>
  WRITTEN_PROBLEMS.has(problem) ? `questionWritten.problems.${problem}` : `question.problems.${problem}`;

interface QuestionBodyFieldsProps {
  /** Where this question's values sit in the form: [] for the question, ['subQuestions', n] for a part of a composite. */
  prefix: (string | number)[];
  type: QuestionType;
  ids: BodyEditorIds;
  questionId?: number;
}

/**
 * A question's content, shaped by its type (docs/REQUIREMENTS.md §7): the stem (the material of a
 * composite), then the options, the task address, the blanks, or the scoring points and reference
 * answer, and the explanation. The same fields serve the question and each part of a composite.
 */
export function QuestionBodyFields({ prefix, type, ids, questionId }: QuestionBodyFieldsProps) {
  const { t } = useTranslation();
  // Untyped: the same fields sit at the question's root and under each part.
  const form = Form.useFormInstance();
  const at = (name: string) => [...prefix, name];
  const stem = (Form.useWatch(at('stem'), form) as string | undefined) ?? '';
  const score = (Form.useWatch(at('score'), form) as number | undefined) ?? 0;
  const stemEditor = useRef<Editor | null>(null);
  const markers = markerNumbers(stem).length;
  const blanks = (Form.useWatch(at('blanks'), form) as BlankDraft[] | undefined) ?? [];

  const problemRule = (field: Field): FormRule => ({
    validator: async () => {
      const problem =
        prefix.length === 0
          ? problemOf(form.getFieldsValue(true) as QuestionFormValues)
          : subProblemOf(form.getFieldValue(prefix) as QuestionBodyValues);
      // Each field reports its own problems.
      if (problem && fieldOf(problem) === field) throw new Error(t(problemKey(problem)));
    },
  });

  const insertBlank = () => {
    const marker = nextMarker(stem);
    const editor = stemEditor.current;
    if (editor) editor.chain().focus().insertContent(marker).run();
    // Read back from the editor (the cursor decides where the marker went), then renumber in reading order.
    const html = editor ? editor.getHTML() : `${stem}<p>${marker}</p>`;
    const inserted = Number(marker.slice(2, -2));
    const next = afterInsert(html, inserted, (form.getFieldValue(at('blanks')) as BlankDraft[] | undefined) ?? []);
    if (editor && next.html !== html) editor.commands.setContent(next.html, { emitUpdate: false });
    form.setFieldValue(at('stem'), next.html);
    form.setFieldValue(at('blanks'), next.blanks);
  };

  const fillBlank = type === QUESTION_TYPE.FILL_BLANK;
  const written = type === QUESTION_TYPE.SHORT_ANSWER || type === QUESTION_TYPE.ESSAY;
  const composite = type === QUESTION_TYPE.COMPOSITE;
  const withOptions = type <= QUESTION_TYPE.TRUE_FALSE;

  return (
    <>
      {fillBlank && (
        <div className="question-insert-blank">
          <Button icon={<FormOutlined />} onMouseDown={(event) => event.preventDefault()} onClick={insertBlank}>
            {t('questionWritten.insertBlank')}
          </Button>
          <span className="kx-muted">{t('questionWritten.insertBlankHint')}</span>
        </div>
      )}
      <Form.Item
        name={at('stem')}
        label={composite ? t('questionWritten.material') : t('question.stem')}
        rules={[
          {
            required: true,
            validator: async (_, html: string) =>
              isBlankRichText(html ?? '') ? Promise.reject(new Error(t('question.stemRequired'))) : undefined,
          },
        ]}
      >
        <RichTextEditor id={ids.stem} minHeight={composite ? 160 : 120} editorRef={stemEditor} />
      </Form.Item>
      {/* Hidden rather than removed for the other types: switching back to a choice type finds the options as they were. */}
      <Form.Item
        name={at('choices')}
        label={type === QUESTION_TYPE.TRUE_FALSE ? t('question.trueFalseAnswer') : t('question.options')}
        extra={withOptions ? t(`question.optionsHint.${type}`) : undefined}
        hidden={!withOptions}
        validateTrigger={[]}
        rules={withOptions ? [problemRule('choices')] : []}
        required
      >
        <OptionsEditor type={type} questionId={questionId} idOf={ids.option} name={at('choices')} />
      </Form.Item>
      {/* The fields below come and go with the type; `preserve` keeps what was typed in them (the dialog's form drops removed fields), so switching back finds them as they were. */}
      {type === QUESTION_TYPE.EXTERNAL_LINK && (
        <Form.Item
          name={at('linkUrl')}
          preserve
          label={t('question.linkUrl')}
          extra={t('question.linkUrlHint')}
          rules={[problemRule('linkUrl')]}
          required
        >
          <Input type="url" placeholder="https://" maxLength={2000} />
        </Form.Item>
      )}
      {fillBlank && (
        <>
          {markers !== blanks.length && (
            <Alert
              type="warning"
              showIcon
              className="question-blanks-check"
              data-testid="blanks-check"
              message={t('questionWritten.markersMismatch', { markers, blanks: blanks.length })}
            />
          )}
          <Form.Item
            name={at('blanks')}
            preserve
            label={t('questionWritten.blanks')}
            extra={t('questionWritten.blanksHint')}
            validateTrigger={[]}
            rules={[problemRule('blanks')]}
            required
          >
            <BlanksEditor markers={markers} />
          </Form.Item>
          <Form.Item
            name={at('anyOrder')}
            preserve
            label={t('questionWritten.anyOrder')}
            extra={t('questionWritten.anyOrderHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </>
      )}
      {written && (
        <>
          <Form.Item
            name={at('scoringPoints')}
            preserve
            label={t('questionWritten.scoringPoints')}
            extra={t('questionWritten.scoringPointsHint')}
            validateTrigger={[]}
            rules={[problemRule('scoringPoints')]}
          >
            <ScoringPointsEditor score={score} />
          </Form.Item>
          <Form.Item
            name={at('referenceAnswer')}
            preserve
            label={t('questionWritten.referenceAnswer')}
            rules={[zodRule(questionFields.shape.explanation)]}
          >
            <RichTextEditor id={ids.reference} minHeight={80} />
          </Form.Item>
        </>
      )}
      {type === QUESTION_TYPE.ESSAY && (
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name={at('minLength')} preserve label={t('questionWritten.minLength')} tooltip={t('questionWritten.lengthHint')}>
              <InputNumber<number> min={0} max={20000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name={at('maxLength')}
              preserve
              label={t('questionWritten.maxLength')}
              validateTrigger={[]}
              rules={[problemRule('maxLength')]}
            >
              <InputNumber<number> min={0} max={20000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {composite && (
        <Form.Item label={t('questionWritten.subQuestions')} required>
          <SubQuestionsEditor questionId={questionId} problemRule={problemRule('subQuestions')} BodyFields={QuestionBodyFields} />
        </Form.Item>
      )}
      <Form.Item name={at('explanation')} label={t('question.explanation')} rules={[zodRule(questionFields.shape.explanation)]}>
        <RichTextEditor id={ids.explanation} minHeight={80} />
      </Form.Item>
    </>
  );
}
