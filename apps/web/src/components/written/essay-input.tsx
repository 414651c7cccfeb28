import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../plain/spinner';
import { textLength } from './answer-text';
import { useTypedAnswer } from './use-typed-answer';

const EssayEditor = lazy(() => import('./essay-editor'));

interface EssayInputProps {
  value: string;
  minLength?: number;
  maxLength?: number;
  disabled?: boolean;
  onCommit?: (html: string) => void;
}

/** An essay: the restricted editor, the count of characters written and the length asked for (docs/REQUIREMENTS.md §7). */
export function EssayInput({ value, minLength = 0, maxLength = 0, disabled, onCommit }: EssayInputProps) {
  const { t } = useTranslation();
  const typed = useTypedAnswer(value, (html) => onCommit?.(html));
  const count = textLength(typed.draft);
  const short = minLength > 0 && count < minLength;
  const long = maxLength > 0 && count > maxLength;
  const range =
    minLength > 0 && maxLength > 0
      ? t('examWritten.lengthBetween', { min: minLength, max: maxLength })
      : minLength > 0
        ? t('examWritten.lengthAtLeast', { min: minLength })
        : maxLength > 0
          ? t('examWritten.lengthAtMost', { max: maxLength })
          : '';
  return (
    <div className="kx-written-answer" data-testid="essay-answer">
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <EssayEditor
          value={typed.draft}
          label={t('examWritten.essayLabel')}
          disabled={disabled || !onCommit}
          onChange={typed.change}
          onBlur={typed.flush}
        />
      </Suspense>
      <div className={`kx-written-count${short || long ? ' warn' : ''}`} aria-live="polite" data-testid="essay-count">
        {t('examWritten.characters', { count })}
        {range && ` · ${range}`}
      </div>
    </div>
  );
}
