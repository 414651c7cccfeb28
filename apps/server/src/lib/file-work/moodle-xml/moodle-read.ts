import type { MessageKey, MessageParams } from '@kaoshi/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FileRefusal } from '../refusal.js';
import { readCloze } from './moodle-cloze.js';
import { type DraftQuestion, plainAsHtml, Unreadable } from '../question-draft.js';

/**
 * Reads a Moodle XML question file (docs.moodle.org "Moodle XML format") into drafts of our
 * questions, on a file-work thread: it only parses and maps, it never touches the database.
 * Every question is read; a question of a kind we cannot hold becomes a problem naming it,
 * and the caller refuses the whole file when there is any (docs/REQUIREMENTS.md §7).
 */

export const MOODLE_MAX_QUESTIONS = 2000;

export interface EmbeddedFile {
  /** The name the question's HTML uses after @@PLUGINFILE@@/. */
  name: string;
  data: Uint8Array;
}

export interface MoodleItem {
  /** 1-based position among the file's questions (categories are not counted). */
  number: number;
  /** The question's <name>, so that a problem names it as the author knows it. */
  name: string;
  /** The category path's segments after "$course$" and "top" ([] at the top). */
  category: string[];
  question?: DraftQuestion;
  problem?: { key: MessageKey; params?: MessageParams };
  files: EmbeddedFile[];
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['question', 'answer', 'file', 'tag', 'subquestion', 'dragbox', 'drop']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Entities from a DTD are refused before parsing; only the five XML ones are expanded.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

/** The text of an element that holds <text> (questiontext, feedback, answer, name) or of a plain one. */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const element = node as Node;
  if ('text' in element) return textOf(element.text);
  return typeof element['#text'] === 'string' ? element['#text'] : '';
}

const attribute = (node: unknown, name: string) => (node && typeof node === 'object' ? String((node as Node)[`@_${name}`] ?? '') : '');

/** The element's embedded files (<file name=".." encoding="base64">), decoded. */
function filesOf(node: unknown): EmbeddedFile[] {
  if (!node || typeof node !== 'object') return [];
  const files = ((node as Node).file as unknown[] | undefined) ?? [];
  return files
    .filter((file) => attribute(file, 'encoding') === 'base64')
    .map((file) => ({ name: attribute(file, 'name'), data: new Uint8Array(Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64')) }));
}

/** A rich-text element as HTML: "html" as it is, any other format escaped into paragraphs. */
export function htmlOf(node: unknown): string {
  const text = textOf(node).trim();
  return attribute(node, 'format') === 'html' ? text : plainAsHtml(text);
}

const fraction = (answer: unknown) => Number(attribute(answer, 'fraction') || '0');
const answersOf = (question: Node) => (question.answer as unknown[] | undefined) ?? [];

/** defaultgrade as a score: a multiple of 0.5 from 0.5 up; anything else is a problem. */
function scoreOf(question: Node): number | undefined {
  const text = textOf(question.defaultgrade).trim();
  const value = text === '' ? 1 : Number(text);
  return Number.isFinite(value) && value >= 0.5 && value <= 1000 && Number.isInteger(value * 2) ? value : undefined;
}

/** Where a short answer's blank goes: the first run of underscores, else a line of its own. */
export function withOneBlank(stem: string): string {
  return /_{3,}/.test(stem) ? stem.replace(/_{3,}/, '{{1}}') : `${stem}<p>{{1}}</p>`;
}

function choiceDraft(question: Node, base: Omit<DraftQuestion, 'type' | 'options' | 'answer'>, single: boolean): DraftQuestion {
  const answers = answersOf(question);
  const options = answers.map(htmlOf);
  const best = Math.max(...answers.map(fraction));
  const keys = answers.map((_, index) => String.fromCharCode(65 + index));
  const answer = single
    ? keys.filter((_, index) => fraction(answers[index]) === best && best > 0).slice(0, 1)
    : keys.filter((_, index) => fraction(answers[index]) > 0);
  return { ...base, type: single ? 0 : 1, options, answer };
}

function acceptedAnswers(question: Node): string[] {
  const accepted = answersOf(question)
    .filter((answer) => fraction(answer) === 100)
    .map((answer) => textOf(answer).trim());
  // Moodle's short answer takes "*" as any text: a blank of ours has no such wildcard.
  if (accepted.some((text) => /(^|[^\\])\*/.test(text))) throw new Unreadable('moodleWildcard');
  if (accepted.length === 0) throw new Unreadable('moodleNoAccepted');
  return accepted.map((text) => text.replace(/\\\*/g, '*'));
}

/** One <question> of a kind we hold, as a draft; Unreadable for any other. */
const SUPPORTED = new Set(['multichoice', 'truefalse', 'shortanswer', 'numerical', 'essay', 'cloze']);

function draftOf(question: Node, type: string, labels: TrueFalseLabels): DraftQuestion {
  if (!SUPPORTED.has(type)) throw new Unreadable('moodleTypeUnsupported', { type });
  const score = type === 'cloze' ? 1 : scoreOf(question);
  if (score === undefined) throw new Unreadable('moodleScoreInvalid', { value: textOf(question.defaultgrade).trim() });
  const base = { stem: htmlOf(question.questiontext), score, explanation: htmlOf(question.generalfeedback) };
  switch (type) {
    case 'multichoice':
      return choiceDraft(question, base, textOf(question.single).trim() !== 'false');
    case 'truefalse': {
      const truth = answersOf(question).find((answer) => textOf(answer).trim().toLowerCase() === 'true');
      return {
        ...base,
        type: 2,
        options: [plainAsHtml(labels.true), plainAsHtml(labels.false)],
        answer: [fraction(truth) === 100 ? 'A' : 'B'],
      };
    }
    case 'shortanswer':
      return {
        ...base,
        type: 4,
        stem: withOneBlank(base.stem),
        options: [],
        answer: [],
        spec: { blanks: [{ accepted: acceptedAnswers(question), points: score }], anyOrder: false },
      };
    case 'numerical': {
      const right = answersOf(question).find((answer) => fraction(answer) === 100);
      const value = Number(textOf(right).trim());
      if (!right || !Number.isFinite(value)) throw new Unreadable('moodleNumericInvalid');
      const tolerance = Math.abs(Number(textOf((right as Node).tolerance).trim() || '0')) || 0;
      return {
        ...base,
        type: 4,
        stem: withOneBlank(base.stem),
        options: [],
        answer: [],
        spec: { blanks: [{ accepted: [textOf(right).trim()], points: score, numeric: { value, tolerance } }], anyOrder: false },
      };
    }
    case 'essay':
      return {
        ...base,
        type: 6,
        options: [],
        answer: [],
        spec: { scoringPoints: [], referenceAnswer: htmlOf(question.graderinfo), minLength: 0, maxLength: 0 },
      };
    default:
      // A cloze's marks are its embedded questions' weights; its defaultgrade is their sum.
      return readCloze(base.stem, base.explanation);
  }
}

/** The category's segments a question falls under: "$course$/top/Welding/Gas" gives ["Welding", "Gas"]. */
export function categorySegments(path: string): string[] {
  return path
    .split(/(?<!\/)\/(?!\/)/)
    .map((segment) => segment.replace(/\/\//g, '/').trim())
    .filter((segment, index) => segment !== '' && !(index === 0 && /^\$\w+\$$/.test(segment)))
    .filter((segment, index) => !(index === 0 && segment === 'top'));
}

/** Reads the whole file; refuses (FileRefusal) only what is not a Moodle XML file at all. */
/** A true/false question's two options, in the importer's language. */
export interface TrueFalseLabels {
  true: string;
  false: string;
}

export function readMoodleXml(data: Uint8Array, labels: TrueFalseLabels, maxQuestions = MOODLE_MAX_QUESTIONS): MoodleItem[] {
  const xml = new TextDecoder('utf-8').decode(data).replace(/^\ufeff/, '');
  if (/<!ENTITY/i.test(xml)) throw new FileRefusal('moodleNotXml', { reason: 'entity declarations are not allowed' });
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FileRefusal('moodleNotXml', { reason: `${valid.err.msg} (line ${valid.err.line})` });
  const root = parser.parse(xml) as Node;
  if (!('quiz' in root)) throw new FileRefusal('moodleNotQuiz');
  // An empty <quiz></quiz> parses as text.
  const quiz = typeof root.quiz === 'object' && root.quiz !== null ? (root.quiz as Node) : {};
  const questions = (quiz.question as Node[] | undefined) ?? [];
  let category: string[] = [];
  const items: MoodleItem[] = [];
  for (const question of questions) {
    const type = attribute(question, 'type');
    if (type === 'category') {
      category = categorySegments(textOf(question.category));
      continue;
    }
    if (items.length >= maxQuestions) throw new FileRefusal('moodleTooManyQuestions', { max: maxQuestions });
    const item: MoodleItem = {
      number: items.length + 1,
      name: textOf(question.name).trim() || `#${items.length + 1}`,
      category,
      files: [question.questiontext, question.generalfeedback, question.graderinfo, ...answersOf(question)].flatMap(filesOf),
    };
    try {
      item.question = draftOf(question, type, labels);
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error;
      item.problem = { key: error.key, params: error.params };
    }
    items.push(item);
  }
  return items;
}
