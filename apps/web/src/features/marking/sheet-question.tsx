import { type AnswerSheetQuestion, type MarkingState, QUESTION_TYPE } from '@kaoshi/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { answerVerdict, shownLetters, VERDICT_COLOR } from './marking-logic';
import { TaskScoreForm } from './task-score-form';

/** One question of the answer sheet: as the candidate saw it, their answer against the key, and what it earned. */
export function SheetQuestion({
  attemptId,
  question,
  number,
  editable,
  onSaved,
  onCorrectKey,
  onShowLog,
}: {
  attemptId: number;
  question: AnswerSheetQuestion;
  number: number;
  editable: boolean;
  onSaved: (state: MarkingState) => void;
  onCorrectKey: () => void;
  onShowLog: () => void;
}) {
  const { t } = useTranslation();
  const verdict = answerVerdict(question);
  const isTask = question.type === QUESTION_TYPE.EXTERNAL_LINK;
  const earned = question.earned === null ? '—' : question.earned;
  return (
    <div className={`marking-question marking-question-${verdict}`} data-testid={`sheet-question-${question.questionId}`}>
      <QuestionView
        question={question}
        number={number}
        value={question.choices}
        answerKey={isTask ? undefined : question.answer}
        explanation={question.explanation}
        disabled
        extra={
          <>
            <Tag color={VERDICT_COLOR[verdict]}>{t(`marking.read.verdict.${verdict}`)}</Tag>
            <Typography.Text strong className="marking-earned">
              {t('marking.read.earned', { earned, score: question.score })}
            </Typography.Text>
          </>
        }
      />
      {isTask ? (
        <div className="marking-task">
          <Typography.Text strong>{t('marking.read.taskText')}</Typography.Text>
          <div className="marking-task-text">
            {question.text || <Typography.Text type="secondary">{t('marking.read.noText')}</Typography.Text>}
          </div>
          <TaskScoreForm attemptId={attemptId} question={question} editable={editable} onSaved={onSaved} />
        </div>
      ) : (
        <div className="marking-answer-line">
          <Typography.Text>
            {t('marking.read.yourAnswer')} <b>{shownLetters(question.options, question.choices) || t('marking.read.none')}</b>
            {' · '}
            {t('marking.read.keyAnswer')} <b>{shownLetters(question.options, question.answer)}</b>
          </Typography.Text>
          <Space wrap size={0}>
            <Button type="link" size="small" onClick={onCorrectKey}>
              {t('marking.read.correctKey')}
            </Button>
            <Button type="link" size="small" onClick={onShowLog}>
              {t('marking.read.rescoreLog')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
