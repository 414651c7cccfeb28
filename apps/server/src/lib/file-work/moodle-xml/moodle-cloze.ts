import { type DraftQuestion, Unreadable } from '../question-draft.js';

/**
 * A Moodle cloze (embedded answers) question as a composite (docs/REQUIREMENTS.md §7): the
 * text is the material with each embedded question replaced by its number and a line, and
 * each embedded question becomes a sub-question worth its weight: SHORTANSWER and NUMERICAL
 * a one-blank fill-in, MULTICHOICE a single choice, MULTIRESPONSE a multiple choice.
 * Syntax: docs.moodle.org "Embedded Answers (Cloze) question type".
 */

const MAX_SUB_QUESTIONS = 10;
/** {weight:TYPE:answers}; the answers may hold escaped "}" ("\}"). */
const EMBEDDED = /\{(\d*):([A-Z_]+):((?:\\.|[^\\}])*)\}/g;

const SHORT = new Set(['SHORTANSWER', 'SA', 'MW', 'SHORTANSWER_C', 'SAC', 'MWC']);
const NUMERIC = new Set(['NUMERICAL', 'NM']);
const SINGLE = /^(MULTICHOICE|MC)(_[A-Z]+)?$/;
const MULTIPLE = /^(MULTIRESPONSE|MR)(_[A-Z]+)?$/;

interface ClozeAnswer {
  fraction: number;
  text: string;
}

/** Splits on unescaped "~" and reads "=" / "%n%" and "#feedback" of each answer. */
export function clozeAnswers(body: string): ClozeAnswer[] {
  const parts = body.split(/(?<!\\)~/).filter((part) => part.trim() !== '');
  return parts.map((part) => {
    let text = part.split(/(?<!\\)#/)[0]!;
    let fraction = 0;
    if (text.startsWith('=')) {
      fraction = 100;
      text = text.slice(1);
    } else {
      const percent = /^%(-?\d+(?:\.\d+)?)%/.exec(text);
      if (percent) {
        fraction = Number(percent[1]);
        text = text.slice(percent[0].length);
      }
    }
    return { fraction, text: text.replace(/\\([~}#\\/"=%*{])/g, '$1').trim() };
  });
}

const rightOnes = (answers: ClozeAnswer[]) => answers.filter((answer) => answer.fraction === 100).map((answer) => answer.text);

function subQuestion(number: number, weight: number, kind: string, body: string): DraftQuestion {
  const answers = clozeAnswers(body);
  const label = `<p>(${number})</p>`;
  const common = { score: weight, explanation: '' };
  if (SHORT.has(kind) || NUMERIC.has(kind)) {
    const accepted = rightOnes(answers);
    if (accepted.length === 0) throw new Unreadable('moodleClozeNoAnswer', { number });
    if (accepted.some((text) => text.includes('*'))) throw new Unreadable('moodleWildcard');
    let numeric: { value: number; tolerance: number } | undefined;
    if (NUMERIC.has(kind)) {
      const [value, tolerance] = accepted[0]!.split(':');
      if (!Number.isFinite(Number(value))) throw new Unreadable('moodleNumericInvalid');
      numeric = { value: Number(value), tolerance: Math.abs(Number(tolerance ?? 0)) || 0 };
      accepted.splice(0, accepted.length, ...accepted.map((text) => text.split(':')[0]!));
    }
    return {
      ...common,
      type: 4,
      stem: `<p>(${number}) {{1}}</p>`,
      options: [],
      answer: [],
      spec: { blanks: [{ accepted, points: weight, ...(numeric ? { numeric } : {}) }], anyOrder: false },
    };
  }
  const single = SINGLE.test(kind);
  if (!single && !MULTIPLE.test(kind)) throw new Unreadable('moodleClozeKindUnsupported', { kind, number });
  const keys = answers.map((_, index) => String.fromCharCode(65 + index));
  const best = Math.max(...answers.map((answer) => answer.fraction));
  const answer = single
    ? keys.filter((_, index) => answers[index]!.fraction === best && best > 0).slice(0, 1)
    : keys.filter((_, index) => answers[index]!.fraction > 0);
  return {
    ...common,
    type: single ? 0 : 1,
    stem: label,
    // The answers are part of the question's HTML: kept as HTML (the sanitiser sees them later).
    options: answers.map((each) => `<p>${each.text}</p>`),
    answer,
  };
}

/** The composite of a cloze question's text (its general feedback becomes the explanation). */
export function readCloze(text: string, explanation: string): DraftQuestion {
  const subQuestions: DraftQuestion[] = [];
  const material = text.replace(EMBEDDED, (_whole, weight: string, kind: string, body: string) => {
    const number = subQuestions.length + 1;
    subQuestions.push(subQuestion(number, Number(weight || '1') || 1, kind, body));
    return `(${number})______`;
  });
  if (subQuestions.length === 0) throw new Unreadable('moodleClozeEmpty');
  if (subQuestions.length > MAX_SUB_QUESTIONS) throw new Unreadable('moodleClozeTooMany', { max: MAX_SUB_QUESTIONS });
  return {
    type: 7,
    stem: material,
    options: [],
    answer: [],
    score: subQuestions.reduce((sum, sub) => sum + sub.score, 0),
    explanation,
    spec: {},
    subQuestions,
  };
}
