import { SHORT_ANSWER_MAX_LENGTH } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../plain/text-area';
import { useTypedAnswer } from './use-typed-answer';

interface ShortAnswerInputProps {
  value: string;
  disabled?: boolean;
  onCommit?: (text: string) => void;
}

/** A short answer: plain text that grows with what is written, with its character count (docs/REQUIREMENTS.md §7). */
export function ShortAnswerInput({ value, disabled, onCommit }: ShortAnswerInputProps) {
  const { t } = useTranslation();
  const typed = useTypedAnswer(value, (text) => onCommit?.(text));
  return (
    <div className="kx-written-answer">
      <TextArea
        aria-label={t('examWritten.shortLabel')}
        value={typed.draft}
        disabled={disabled || !onCommit}
        maxLength={SHORT_ANSWER_MAX_LENGTH}
        minRows={4}
        maxRows={14}
        placeholder={t('examWritten.shortPlaceholder')}
        data-testid="short-answer"
        onChange={(event) => typed.change(event.target.value)}
        onBlur={typed.flush}
      />
    </div>
  );
}
