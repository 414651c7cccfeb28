/**
 * The written types' own fields (docs/REQUIREMENTS.md §7), stored as JSON in `questions.spec`,
 * and the pure rules both sides use: the blank markers of a stem, how a fill-in answer is
 * normalised and scored. No zod here: the exam page and the server's scoring load it.
 */

export interface NumericAnswer {
  value: number;
  /** A given number within value ± tolerance is right. */
  tolerance: number;
}
export interface BlankSpec {
  /** Accepted answers, compared after normaliseBlankAnswer. */
  accepted: string[];
  points: number;
  numeric?: NumericAnswer;
}
/** Type 4: one entry per blank marker {{1}}, {{2}}, … of the stem, in order. */
export interface FillBlankSpec {
  blanks: BlankSpec[];
  /** Each given answer may fill any blank (at most one); the best matching counts. */
  anyOrder: boolean;
}
/** A scoring point (评分要点) the examiner checks. */
export interface ScoringPoint {
  text: string;
  points: number;
}
/** Type 5 (short answer). */
export interface WrittenSpec {
  scoringPoints: ScoringPoint[];
  /** Rich text, for the examiner only. */
  referenceAnswer: string;
}
/** Type 6 (essay): lengths in characters of the answer's text, 0 = no limit. */
export interface EssaySpec extends WrittenSpec {
  minLength: number;
  maxLength: number;
}
/** `{}` for types 0–3 and the composite (7). */
export type EmptySpec = Record<string, never>;
export type QuestionSpec = FillBlankSpec | WrittenSpec | EssaySpec | EmptySpec;

const MARKER = /\{\{(\d{1,3})\}\}/g;

/** The numbers of the blank markers `{{n}}` in the stem's HTML, in order of appearance. */
export function blankMarkers(stem: string): number[] {
  return [...stem.matchAll(MARKER)].map((match) => Number(match[1]));
}

/** True when the markers are exactly {{1}}…{{count}} in order. */
export function markersMatchBlanks(stem: string, count: number): boolean {
  const markers = blankMarkers(stem);
  return markers.length === count && markers.every((number, index) => number === index + 1);
}

/**
 * The form compared for a fill-in answer: Unicode NFKC (full-width letters, digits and spaces
 * become half-width), surrounding spaces removed, inner runs of white space one space, and
 * case folded (in English rules, so the result never depends on the server's locale).
 */
export function normaliseBlankAnswer(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** A normalised answer as a number, or null ("3.14", "-2", "1e3"; not "", "0x10" or "3,14"). */
function asNumber(normalised: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Does a given answer fill this blank correctly? */
export function blankAccepts(blank: BlankSpec, given: string): boolean {
  const normalised = normaliseBlankAnswer(given);
  if (normalised === '') return false;
  if (blank.accepted.some((accepted) => normaliseBlankAnswer(accepted) === normalised)) return true;
  if (!blank.numeric) return false;
  const value = asNumber(normalised);
  // The small slack keeps 0.1 + 0.2 style binary rounding from refusing an exact boundary.
  return value !== null && Math.abs(value - blank.numeric.value) <= blank.numeric.tolerance + 1e-9;
}

export interface FillBlankScore {
  /** Points earned (a sum of whole blanks' points: multiples of 0.5). */
  score: number;
  /** Per blank: its points when right, else 0. */
  blanks: number[];
}

/**
 * Scores a fill-in answer, with partial credit: each right blank earns its points. In order,
 * given[i] answers blank i. With anyOrder, each given answer fills at most one blank and the
 * matching that earns most counts (blanks tried in descending points, each by an augmenting
 * path: optimal, as the blanks a matching can cover form a matroid).
 */
export function scoreFillBlank(spec: FillBlankSpec, given: readonly string[]): FillBlankScore {
  const { blanks } = spec;
  if (!spec.anyOrder) {
    const earned = blanks.map((blank, index) => (blankAccepts(blank, given[index] ?? '') ? blank.points : 0));
    return { score: earned.reduce((sum, points) => sum + points, 0), blanks: earned };
  }
  const fits = blanks.map((blank) => given.map((answer) => blankAccepts(blank, answer)));
  const blankOfGiven: (number | null)[] = given.map(() => null);
  const tryBlank = (blank: number, seen: boolean[]): boolean => {
    for (let answer = 0; answer < given.length; answer += 1) {
      if (!fits[blank]![answer] || seen[answer]) continue;
      seen[answer] = true;
      const holder = blankOfGiven[answer];
      if (holder === null || holder === undefined || tryBlank(holder, seen)) {
        blankOfGiven[answer] = blank;
        return true;
      }
    }
    return false;
  };
  const order = blanks.map((_, index) => index).sort((a, b) => blanks[b]!.points - blanks[a]!.points || a - b);
  for (const blank of order)
    tryBlank(
      blank,
      given.map(() => false),
    );
  const earned = blanks.map(() => 0);
  blankOfGiven.forEach((blank) => {
    if (blank !== null && blank !== undefined) earned[blank] = blanks[blank]!.points;
  });
  return { score: earned.reduce((sum, points) => sum + points, 0), blanks: earned };
}

/**
 * A stored fill-in answer (a JSON array of strings) as its blanks, or null when it is not one.
 * Saves are validated, so null means an answer from before the question's type changed.
 */
export function parseBlankAnswer(text: string): string[] | null {
  if (text === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
  } catch {
    return null;
  }
}

/** A stored `questions.spec` as its fields: '' (types 0–3) is `{}`. */
export function parseQuestionSpec(text: string): QuestionSpec {
  return text === '' ? {} : (JSON.parse(text) as QuestionSpec);
}
