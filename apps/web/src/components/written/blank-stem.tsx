import { BLANK_ANSWER_MAX_LENGTH, parseBlankAnswer } from '@kaoshi/contracts';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { sanitiseHtml } from '../../editor/sanitise';
import { useTypedAnswer } from './use-typed-answer';

const MARKER = /\{\{(\d{1,3})\}\}/g;

/**
 * The stem with a slot in place of each blank marker. The stem is sanitised HTML; the markers are
 * found in its text nodes and replaced by empty elements built with the DOM (never by pasting
 * strings into HTML), into which the inputs are rendered.
 */
export function stemWithSlots(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitiseHtml(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  let slot = 0;
  for (const text of texts) {
    const parts = (text.data ?? '').split(MARKER);
    if (parts.length === 1) continue;
    const fragment = document.createDocumentFragment();
    parts.forEach((part, index) => {
      // split with a capture group: even parts are text, odd parts the marker's number.
      if (index % 2 === 0) {
        if (part) fragment.append(document.createTextNode(part));
        return;
      }
      const element = document.createElement('span');
      element.className = 'kx-blank-slot';
      element.dataset.blank = String(slot++);
      fragment.append(element);
    });
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}

/** The candidate's blanks, as many as the question has (a shorter stored answer is padded). */
export const blanksOf = (text: string, count: number) => {
  const given = parseBlankAnswer(text) ?? [];
  return Array.from({ length: count }, (_, index) => given[index] ?? '');
};

interface BlankStemProps {
  stem: string;
  blankCount: number;
  /** The answer: a JSON array of the blanks' texts. */
  value: string;
  disabled?: boolean;
  onCommit?: (text: string) => void;
  /** Staff preview: the blanks' right answers, shown under each input. */
  marks?: readonly (boolean | null)[];
}

/** A fill-in question's stem with an input in place of each blank (docs/REQUIREMENTS.md §7). */
export function BlankStem({ stem, blankCount, value, disabled, onCommit, marks }: BlankStemProps) {
  const { t } = useTranslation();
  const html = useMemo(() => stemWithSlots(stem), [stem]);
  const container = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const typed = useTypedAnswer(value, (text) => onCommit?.(text));
  const blanks = blanksOf(typed.draft, blankCount);

  useLayoutEffect(() => {
    setSlots(Array.from(container.current?.querySelectorAll<HTMLElement>('.kx-blank-slot') ?? []));
  }, [html]);

  const change = (index: number, text: string) => {
    const next = [...blanks];
    next[index] = text;
    // Nothing typed in any blank is no answer at all (the navigator counts it as unanswered).
    typed.change(next.every((blank) => blank === '') ? '' : JSON.stringify(next));
  };
  const input = (index: number) => (
    <input
      className={`kx-blank-input${marks?.[index] === true ? ' right' : marks?.[index] === false ? ' wrong' : ''}`}
      aria-label={t('question.blankInput', { number: index + 1 })}
      value={blanks[index] ?? ''}
      maxLength={BLANK_ANSWER_MAX_LENGTH}
      disabled={disabled || !onCommit}
      autoComplete="off"
      spellCheck={false}
      data-testid={`blank-${index + 1}`}
      onChange={(event) => change(index, event.target.value)}
      onBlur={typed.flush}
    />
  );
  // Blanks the stem has no marker for (a stem edited after the paper froze) still get their inputs, after the stem.
  const extra = Array.from({ length: Math.max(0, blankCount - slots.length) }, (_, index) => slots.length + index);
  return (
    <>
      <div ref={container} className="kx-content kx-view kx-blank-stem" dangerouslySetInnerHTML={{ __html: html }} />
      {slots.map((slot, index) => (index < blankCount ? createPortal(input(index), slot, `blank-${index}`) : null))}
      {extra.length > 0 && (
        <div className="kx-blank-extra">
          {extra.map((index) => (
            <label key={index}>
              {index + 1}. {input(index)}
            </label>
          ))}
        </div>
      )}
    </>
  );
}
