import FlagFilled from '@ant-design/icons-svg/es/asn/FlagFilled';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { type AnswerValue, type CandidateQuestion, QUESTION_TYPE } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import { QuestionView } from '../../components/question-view';
import type { QuestionSave } from './answer-queue';
import { NoteField } from './note-field';
import type { ExamItem } from './question-sections';
import { SaveState } from './save-state';

interface QuestionCardProps {
  item: ExamItem;
  number: number;
  saves: ReadonlyMap<number, QuestionSave>;
  disabled: boolean;
  onAnswer: (questionId: number, answer: AnswerValue) => void;
  onFlag: (questionId: number, flagged: boolean) => void;
}

const NO_ANSWER: AnswerValue = { choices: [], text: '' };

/**
 * One numbered item on the exam page: the question, its save state, "mark for review", and the
 * task note for external-link questions. A composite shows its material once, then its parts
 * (1), (2)…, each answered and saved on its own; its flag is kept on its first part.
 */
export function QuestionCard({ item, number, saves, disabled, onAnswer, onFlag }: QuestionCardProps) {
  const { t } = useTranslation();
  const { question, parts } = item;
  const flagHolder = parts[0] ?? question;
  const flagged = saves.get(flagHolder.questionId)?.flagged ?? false;
  const flag = (
    <Button
      size="small"
      className={flagged ? 'kx-btn-pressed' : undefined}
      icon={<Icon icon={flagged ? FlagFilled : FlagOutlined} />}
      aria-pressed={flagged}
      disabled={disabled}
      onClick={() => onFlag(flagHolder.questionId, !flagged)}
    >
      {t('exam.page.flag')}
    </Button>
  );
  return (
    <div className="kx-question-card" id={`kx-q-${number}`} data-testid={`question-${number}`}>
      {question.type === QUESTION_TYPE.COMPOSITE ? (
        <>
          <QuestionView question={question} number={number} disabled={disabled} extra={flag} />
          <div className="kx-question-parts">
            {parts.map((part, index) => (
              <div key={part.questionId} className="kx-question-part-card" data-testid={`question-${number}-${index + 1}`}>
                <AnswerArea
                  question={part}
                  number={index + 1}
                  part
                  save={saves.get(part.questionId)}
                  disabled={disabled}
                  onAnswer={onAnswer}
                />
              </div>
            ))}
          </div>
        </>
      ) : (
        <AnswerArea
          question={question}
          number={number}
          save={saves.get(question.questionId)}
          disabled={disabled}
          onAnswer={onAnswer}
          flag={flag}
        />
      )}
    </div>
  );
}

interface AnswerAreaProps {
  question: CandidateQuestion;
  number: number;
  part?: boolean;
  save: QuestionSave | undefined;
  disabled: boolean;
  onAnswer: (questionId: number, answer: AnswerValue) => void;
  flag?: React.ReactNode;
}

/** One answerable question: its view with the answer's input, and its save state. */
function AnswerArea({ question, number, part, save, disabled, onAnswer, flag }: AnswerAreaProps) {
  const answer = save?.answer ?? NO_ANSWER;
  const answerWith = (change: Partial<AnswerValue>) => onAnswer(question.questionId, { ...answer, ...change });
  return (
    <>
      <QuestionView
        question={question}
        number={number}
        part={part}
        value={answer.choices}
        text={answer.text}
        disabled={disabled}
        onChange={(choices) => answerWith({ choices })}
        onText={(text) => answerWith({ choices: [], text })}
        extra={
          <>
            {/* Always present, so screen readers hear "Saving…" turn into "Saved". */}
            <span role="status" className="kx-save-slot">
              <SaveState save={save} />
            </span>
            {flag}
          </>
        }
      />
      {question.type === QUESTION_TYPE.EXTERNAL_LINK && (
        <>
          <div className="kx-task-link">{question.linkUrl}</div>
          <NoteField
            key={question.questionId}
            value={answer.text}
            disabled={disabled}
            onCommit={(text) => onAnswer(question.questionId, { choices: [], text })}
          />
        </>
      )}
    </>
  );
}
