import { type FillBlankSpec, parseBlankAnswer, scoreFillBlank } from '@kaoshi/contracts';

/**
 * The form's drafts of the written types' own fields (docs/REQUIREMENTS.md §7): fill-in blanks,
 * scoring points, essay lengths. Pure functions, so the blanks table and the stem's markers can
 * be kept in step and tested without a browser.
 */

let uidCounter = 0;
const nextUid = () => `w${++uidCounter}`;

export interface BlankDraft {
  uid: string;
  accepted: string[];
  points: number;
  /** A numeric answer (value ± tolerance) is checked besides the accepted texts. */
  numericOn: boolean;
  value: number | null;
  tolerance: number | null;
}

export interface ScoringPointDraft {
  uid: string;
  text: string;
  points: number;
}

export const newBlank = (): BlankDraft => ({ uid: nextUid(), accepted: [], points: 1, numericOn: false, value: null, tolerance: 0 });
export const newScoringPoint = (): ScoringPointDraft => ({ uid: nextUid(), text: '', points: 1 });

/** The blank markers `{{n}}` of a stem's HTML, in order of appearance, as their numbers. */
const MARKER = /\{\{\s*(\d+)\s*\}\}/g;
export const markerNumbers = (html: string) => [...html.matchAll(MARKER)].map((match) => Number(match[1]));

/** The marker the "insert blank" button types: one past the highest already there. */
export const nextMarker = (html: string) => `{{${Math.max(0, ...markerNumbers(html)) + 1}}}`;

/**
 * After a marker was inserted anywhere in the stem, the markers are renumbered 1..n in order of
 * appearance and the blanks table gets a new row where the new marker landed, so every existing
 * blank keeps its accepted answers.
 */
export function afterInsert(html: string, inserted: number, blanks: BlankDraft[]): { html: string; blanks: BlankDraft[] } {
  const at = markerNumbers(html).indexOf(inserted);
  let count = 0;
  const renumbered = html.replace(MARKER, () => `{{${++count}}}`);
  if (at < 0) return { html: renumbered, blanks };
  const next = [...blanks];
  next.splice(Math.min(at, next.length), 0, newBlank());
  return { html: renumbered, blanks: next };
}

export const sumPoints = (items: readonly { points: number }[]) => items.reduce((sum, item) => sum + (Number(item.points) || 0), 0);

/** Accepted answers as the author typed them: trimmed, empty ones and repeats dropped. */
export const cleanAccepted = (accepted: readonly string[]) => [...new Set(accepted.map((text) => text.trim()).filter(Boolean))];

export interface FillBlankSpecDraft {
  blanks: { accepted: string[]; points: number; numeric?: { value: number; tolerance: number } }[];
  anyOrder: boolean;
}

export function fillBlankSpec(blanks: readonly BlankDraft[], anyOrder: boolean): FillBlankSpecDraft {
  return {
    blanks: blanks.map((blank) => ({
      accepted: cleanAccepted(blank.accepted),
      points: blank.points,
      ...(blank.numericOn && blank.value !== null && Number.isFinite(blank.value)
        ? { numeric: { value: blank.value, tolerance: Math.abs(blank.tolerance ?? 0) } }
        : {}),
    })),
    anyOrder,
  };
}

export function blanksFromSpec(spec: FillBlankSpecDraft | undefined): BlankDraft[] {
  return (spec?.blanks ?? []).map((blank) => ({
    uid: nextUid(),
    accepted: [...blank.accepted],
    points: blank.points,
    numericOn: !!blank.numeric,
    value: blank.numeric?.value ?? null,
    tolerance: blank.numeric?.tolerance ?? 0,
  }));
}

export const scoringPointsFrom = (points: readonly { text: string; points: number }[] | undefined): ScoringPointDraft[] =>
  (points ?? []).map((point) => ({ uid: nextUid(), text: point.text, points: point.points }));

export const scoringPointsOut = (points: readonly ScoringPointDraft[]) =>
  points.map((point) => ({ text: point.text.trim(), points: point.points }));

/** Which blanks a (preview) answer has right: null where nothing is written yet. */
export function blankMarksOf(spec: FillBlankSpec | undefined, text: string): (boolean | null)[] {
  if (!spec?.blanks) return [];
  const given = parseBlankAnswer(text) ?? [];
  const { blanks } = scoreFillBlank(spec, given);
  return spec.blanks.map((_, index) => {
    if (!spec.anyOrder && (given[index] ?? '').trim() === '') return null;
    return blanks[index]! > 0;
  });
}
