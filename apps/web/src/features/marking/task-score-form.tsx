import { SaveOutlined } from '@ant-design/icons';
import type { AnswerSheetQuestion, MarkingState } from '@kaoshi/contracts';
import { App, Button, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreAnswer } from './api';
import { scoreProblem } from './marking-logic';

/**
 * An external-link task's score (0 to the question's maximum, steps of 0.5) and comment. Only
 * the examiner holding the attempt may save; everyone else sees the fields read-only. The input
 * states its range (aria) but does not clamp: Ant Design's min/max would turn a typed 12 into
 * 10 on blur and save that; an out-of-range score is shown as an error and not saved.
 */
export function TaskScoreForm({
  attemptId,
  question,
  editable,
  onSaved,
}: {
  attemptId: number;
  question: AnswerSheetQuestion;
  editable: boolean;
  onSaved: (state: MarkingState) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [score, setScore] = useState<number | null>(question.earned);
  const [comment, setComment] = useState(question.comment);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = scoreProblem(score, question.score);
  const problemText = problem && t(`marking.read.score${problem[0]!.toUpperCase()}${problem.slice(1)}`, { max: question.score });
  const id = `task-${question.questionId}`;

  const save = async () => {
    setTouched(true);
    if (problem || score === null) return;
    setSaving(true);
    try {
      onSaved(await scoreAnswer(attemptId, question.questionId, score, comment.trim()));
      setTouched(false);
      void message.success(t('marking.read.saved'));
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" className="marking-task-form" disabled={!editable} data-testid={`score-form-${question.questionId}`}>
      <Form.Item
        label={t('marking.read.score', { max: question.score })}
        htmlFor={`${id}-score`}
        validateStatus={touched && problem ? 'error' : undefined}
        help={touched && problemText ? problemText : undefined}
        required
      >
        <InputNumber
          id={`${id}-score`}
          className="marking-task-score"
          aria-valuemin={0}
          aria-valuemax={question.score}
          step={0.5}
          value={score}
          onChange={(value) => {
            setScore(typeof value === 'number' ? value : null);
            setTouched(true);
          }}
        />
      </Form.Item>
      <Form.Item label={t('marking.read.comment')} htmlFor={`${id}-comment`}>
        <Input.TextArea
          id={`${id}-comment`}
          value={comment}
          maxLength={1000}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setComment(event.target.value)}
        />
      </Form.Item>
      {editable ? (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
          {t('marking.read.save')}
        </Button>
      ) : (
        question.comment === '' &&
        question.earned === null && <Typography.Text type="secondary">{t('marking.read.verdict.unmarked')}</Typography.Text>
      )}
    </Form>
  );
}
