import FlagFilled from '@ant-design/icons-svg/es/asn/FlagFilled';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { type AnswerValue, type CandidateQuestion, QUESTION_TYPE } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import { QuestionView } from '../../components/question-view';
import type { QuestionSave } from './answer-queue';
import { NoteField } from './note-field';
import { SaveState } from './save-state';

interface QuestionCardProps {
  question: CandidateQuestion;
  number: number;
  save: QuestionSave | undefined;
  disabled: boolean;
  onAnswer: (answer: AnswerValue) => void;
  onFlag: (flagged: boolean) => void;
}

/** One question on the exam page: the question, its save state, "mark for review", and the task note for external-link questions. */
export function QuestionCard({ question, number, save, disabled, onAnswer, onFlag }: QuestionCardProps) {
  const { t } = useTranslation();
  const answer = save?.answer ?? { choices: [], text: '' };
  const flagged = save?.flagged ?? false;
  return (
    <div className="kx-question-card" id={`kx-q-${number}`} data-testid={`question-${number}`}>
      <QuestionView
        question={question}
        number={number}
        value={answer.choices}
        disabled={disabled}
        onChange={(choices) => onAnswer({ choices, text: answer.text })}
        extra={
          <>
            {/* Always present, so screen readers hear "Saving…" turn into "Saved". */}
            <span role="status" className="kx-save-slot">
              <SaveState save={save} />
            </span>
            <Button
              size="small"
              className={flagged ? 'kx-btn-pressed' : undefined}
              icon={<Icon icon={flagged ? FlagFilled : FlagOutlined} />}
              aria-pressed={flagged}
              disabled={disabled}
              onClick={() => onFlag(!flagged)}
            >
              {t('exam.page.flag')}
            </Button>
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
            onCommit={(text) => onAnswer({ choices: [], text })}
          />
        </>
      )}
    </div>
  );
}
