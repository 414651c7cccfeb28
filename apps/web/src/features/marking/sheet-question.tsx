import { type AnswerSheetQuestion, type FillBlankSpec, type MarkingState, QUESTION_TYPE, type QuestionSpec } from '@kaoshi/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QuestionView } from '../../components/question-view';
import { RichTextView } from '../../components/rich-text-view';
import { WrittenKey } from '../../components/written/written-key';
import { blankMarksOf } from '../../components/written/written-values';
import { answerVerdict, shownLetters, VERDICT_COLOR } from './marking-logic';
import { TaskScoreForm } from './task-score-form';

/** The written facts the sheet may carry for types 4–7 (its key included: examiners see it). */
type SheetQuestionData = AnswerSheetQuestion & { spec?: QuestionSpec; parentId?: number; blankCount?: number };

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
  const data = question as SheetQuestionData;
  const type = question.type;
  const composite = type === QUESTION_TYPE.COMPOSITE;
  const verdict = answerVerdict(question);
  const isTask = type === QUESTION_TYPE.EXTERNAL_LINK;
  const written = type === QUESTION_TYPE.SHORT_ANSWER || type === QUESTION_TYPE.ESSAY;
  const fillBlank = type === QUESTION_TYPE.FILL_BLANK;
  const earned = question.earned === null ? '—' : question.earned;
  const blankCount = data.blankCount ?? (data.spec as FillBlankSpec | undefined)?.blanks?.length ?? 0;
  return (
    <div
      className={`marking-question marking-question-${composite ? 'material' : verdict}`}
      data-testid={`sheet-question-${question.questionId}`}
    >
      <QuestionView
        question={fillBlank ? { ...question, blankCount } : question}
        number={number}
        part={data.parentId !== undefined}
        value={question.choices}
        text={question.text}
        answerKey={isTask || type > QUESTION_TYPE.EXTERNAL_LINK ? undefined : question.answer}
        explanation={question.explanation}
        blankMarks={fillBlank ? blankMarksOf(data.spec as FillBlankSpec | undefined, question.text) : undefined}
        disabled
        extra={
          composite ? undefined : (
            <>
              <Tag color={VERDICT_COLOR[verdict]}>{t(`marking.read.verdict.${verdict}`)}</Tag>
              <Typography.Text strong className="marking-earned">
                {t('marking.read.earned', { earned, score: question.score })}
              </Typography.Text>
            </>
          )
        }
      />
      {(written || fillBlank) && <WrittenKey type={type} spec={data.spec} />}
      {isTask || written ? (
        <div className="marking-task">
          <Typography.Text strong>{t(written ? 'marking.read.writtenText' : 'marking.read.taskText')}</Typography.Text>
          <div className="marking-task-text" data-testid={`written-answer-${question.questionId}`}>
            {question.text === '' ? (
              <Typography.Text type="secondary">{t('marking.read.noText')}</Typography.Text>
            ) : type === QUESTION_TYPE.ESSAY ? (
              <RichTextView html={question.text} />
            ) : (
              question.text
            )}
          </div>
          <TaskScoreForm attemptId={attemptId} question={question} editable={editable} onSaved={onSaved} />
        </div>
      ) : composite ? null : (
        <div className="marking-answer-line">
          {!fillBlank && (
            <Typography.Text>
              {t('marking.read.yourAnswer')} <b>{shownLetters(question.options, question.choices) || t('marking.read.none')}</b>
              {' · '}
              {t('marking.read.keyAnswer')} <b>{shownLetters(question.options, question.answer)}</b>
            </Typography.Text>
          )}
          <Space wrap size={0}>
            {!fillBlank && (
              <Button type="link" size="small" onClick={onCorrectKey}>
                {t('marking.read.correctKey')}
              </Button>
            )}
            <Button type="link" size="small" onClick={onShowLog}>
              {t('marking.read.rescoreLog')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
