import { QUESTION_TYPE } from '@kaoshi/contracts';
import type { QuestionViewProps } from '../question-view-props';
import { BlankStem } from './blank-stem';
import { EssayInput } from './essay-input';
import { ShortAnswerInput } from './short-answer-input';

/**
 * The answer area of a written question (docs/REQUIREMENTS.md §7): the fill-in stem with its
 * inputs, the short answer's text, the essay's editor. A composite shows only its material here;
 * its parts follow as questions of their own.
 */
export function WrittenAnswer({ question, text = '', onText, disabled, blankMarks }: QuestionViewProps) {
  const commit = disabled ? undefined : onText;
  switch (question.type) {
    case QUESTION_TYPE.FILL_BLANK:
      return (
        <BlankStem
          stem={question.stem}
          blankCount={question.blankCount ?? 0}
          value={text}
          disabled={disabled}
          onCommit={commit}
          marks={blankMarks}
        />
      );
    case QUESTION_TYPE.SHORT_ANSWER:
      return <ShortAnswerInput value={text} disabled={disabled} onCommit={commit} />;
    case QUESTION_TYPE.ESSAY:
      return (
        <EssayInput value={text} minLength={question.minLength} maxLength={question.maxLength} disabled={disabled} onCommit={commit} />
      );
    default:
      return null;
  }
}
