import fs from 'node:fs/promises';
import path from 'node:path';
import {
  API,
  type BlankSpec,
  EDITOR_FILE_NAME,
  type EssaySpec,
  type FillBlankSpec,
  QUESTION_TYPE,
  type QuestionRecord,
  type SubQuestionRecord,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { escapeXml } from './qti-html.js';

/**
 * The question bank as a Moodle XML file (docs/REQUIREMENTS.md §7), the shape our import reads
 * and Moodle's own import takes: a category per knowledge point, choice questions as
 * multichoice, true/false as truefalse, a one-blank fill-in as shortanswer or numerical, more
 * blanks as cloze, short answer and essay as essay (reference answer and scoring points as the
 * grader information), a case question whose parts are choices and fill-ins as cloze. Editor
 * images travel inside as base64 <file>s. External-link tasks, and case questions with parts
 * Moodle's cloze cannot hold, are left out and counted.
 */

type Exported = QuestionRecord | SubQuestionRecord;
const fieldsOf = (question: Exported) => question.spec as Partial<FillBlankSpec & EssaySpec>;
const nameOf = (question: Exported) => question.stemText.slice(0, 100) || `Question ${question.questionId}`;

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const PLUGIN = '@@PLUGINFILE@@/';

/** Rich text with its editor images as @@PLUGINFILE@@ addresses, and the files to embed beside it. */
class Embedder {
  private readonly read = new Map<string, Buffer | null>();
  constructor(private readonly dir: string) {}

  async element(tag: string, html: string, extra = ''): Promise<string> {
    const files: string[] = [];
    let text = html;
    for (const match of html.matchAll(/\bsrc="([^"]*)"/g)) {
      const prefix = `${API.editorFiles}/`;
      const name = match[1]!.startsWith(prefix) ? match[1]!.slice(prefix.length) : '';
      if (!EDITOR_FILE_NAME.test(name)) continue;
      if (!this.read.has(name)) this.read.set(name, await fs.readFile(path.join(this.dir, name)).catch(() => null));
      const data = this.read.get(name);
      if (!data) continue;
      text = text.split(match[1]!).join(`${PLUGIN}${name}`);
      if (!files.some((file) => file.includes(`"${name}"`)))
        files.push(`<file name="${name}" path="/" encoding="base64">${data.toString('base64')}</file>`);
    }
    return `<${tag} format="html"${extra}><text>${cdata(text)}</text>${files.join('')}</${tag}>`;
  }
}

const number = (value: number) => (Number.isInteger(value) ? value.toFixed(7) : String(value));
/** Moodle takes a right answer's share of the marks from a fixed list: 100 split evenly, to 5 decimals. */
const share = (count: number) => Number((100 / count).toFixed(5));

/** An accepted answer inside a cloze: its own "~", "}", "#" and "\" escaped. */
const clozeText = (text: string) => text.replace(/([\\~}#{])/g, '\\$1');

function clozeBlank(blank: BlankSpec): string {
  if (blank.numeric) return `{${blank.points}:NUMERICAL:=${blank.numeric.value}:${blank.numeric.tolerance}}`;
  return `{${blank.points}:SHORTANSWER:${blank.accepted.map((text) => `=${clozeText(text)}`).join('~')}}`;
}

/** A fill-in's stem with each {{n}} as its cloze question. */
const clozeStem = (stem: string, blanks: readonly BlankSpec[]) =>
  stem.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => (blanks[Number(n) - 1] ? clozeBlank(blanks[Number(n) - 1]!) : whole));

function clozeChoice(question: Exported): string {
  const multiple = question.type === QUESTION_TYPE.MULTIPLE;
  const right = share(question.answer.length);
  const answers = question.options.map((option, index) => {
    const key = String.fromCharCode(65 + index) as (typeof question.answer)[number];
    const text = clozeText(option.replace(/<[^>]*>/g, '').trim());
    return question.answer.includes(key) ? (multiple ? `%${right}%${text}` : `=${text}`) : text;
  });
  return `{${question.score}:${multiple ? 'MULTIRESPONSE' : 'MULTICHOICE'}:${answers.join('~')}}`;
}

/** The cloze text of a case question, or null when a part is of a type cloze cannot hold. */
function compositeCloze(question: QuestionRecord): string | null {
  const parts: string[] = [];
  for (const [index, sub] of question.subQuestions.entries()) {
    const label = `(${index + 1}) `;
    if (sub.type === QUESTION_TYPE.FILL_BLANK) parts.push(`<div>${label}${clozeStem(sub.stem, fieldsOf(sub).blanks ?? [])}</div>`);
    else if (sub.type === QUESTION_TYPE.SINGLE || sub.type === QUESTION_TYPE.MULTIPLE)
      parts.push(`<div>${label}${sub.stem} ${clozeChoice(sub)}</div>`);
    else return null;
  }
  return `${question.stem}${parts.join('')}`;
}

async function questionXml(question: QuestionRecord, embed: Embedder): Promise<string | null> {
  const spec = fieldsOf(question);
  const blanks = spec.blanks ?? [];
  const head = (type: string, stem: string) =>
    Promise.all([embed.element('questiontext', stem), embed.element('generalfeedback', question.explanation)]).then(
      ([text, feedback]) =>
        `  <question type="${type}">\n    <name><text>${escapeXml(nameOf(question))}</text></name>\n    ${text}\n    ${feedback}\n    <defaultgrade>${number(question.score)}</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n`,
    );
  const plainAnswer = (fraction: number, text: string, extra = '') =>
    `    <answer fraction="${fraction}" format="moodle_auto_format"><text>${escapeXml(text)}</text><feedback format="html"><text></text></feedback>${extra}</answer>\n`;

  switch (question.type) {
    case QUESTION_TYPE.SINGLE:
    case QUESTION_TYPE.MULTIPLE: {
      const single = question.type === QUESTION_TYPE.SINGLE;
      const right = single ? 100 : share(question.answer.length);
      const answers: string[] = [];
      for (const [index, option] of question.options.entries()) {
        const correct = question.answer.includes(String.fromCharCode(65 + index) as (typeof question.answer)[number]);
        answers.push(
          (await embed.element('answer', option, ` fraction="${correct ? right : 0}"`)).replace(
            '</answer>',
            '<feedback format="html"><text></text></feedback></answer>',
          ),
        );
      }
      return `${await head('multichoice', question.stem)}    <single>${single}</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>ABCD</answernumbering>\n    ${answers.join('\n    ')}\n  </question>\n`;
    }
    case QUESTION_TYPE.TRUE_FALSE: {
      const trueIsRight = question.answer[0] === 'A';
      return `${await head('truefalse', question.stem)}${plainAnswer(trueIsRight ? 100 : 0, 'true')}${plainAnswer(trueIsRight ? 0 : 100, 'false')}  </question>\n`;
    }
    case QUESTION_TYPE.FILL_BLANK: {
      if (blanks.length > 1) return `${await head('cloze', clozeStem(question.stem, blanks))}  </question>\n`;
      const blank = blanks[0];
      if (!blank) return null;
      const stem = question.stem.replace(/\{\{1\}\}/, '________');
      if (blank.numeric)
        return `${await head('numerical', stem)}${plainAnswer(100, String(blank.numeric.value), `<tolerance>${blank.numeric.tolerance}</tolerance>`)}  </question>\n`;
      return `${await head('shortanswer', stem)}    <usecase>0</usecase>\n${blank.accepted.map((text) => plainAnswer(100, text)).join('')}  </question>\n`;
    }
    case QUESTION_TYPE.SHORT_ANSWER:
    case QUESTION_TYPE.ESSAY: {
      const points = (spec.scoringPoints ?? []).map((point) => `<li>${escapeXml(point.text)} (${point.points})</li>`).join('');
      const grader = `${spec.referenceAnswer ?? ''}${points ? `<ol>${points}</ol>` : ''}`;
      const format = question.type === QUESTION_TYPE.ESSAY ? 'editor' : 'plain';
      return `${await head('essay', question.stem)}    <responseformat>${format}</responseformat>\n    <responserequired>1</responserequired>\n    <responsefieldlines>${question.type === QUESTION_TYPE.ESSAY ? 15 : 5}</responsefieldlines>\n    <attachments>0</attachments>\n    ${await embed.element('graderinfo', grader)}\n    <responsetemplate format="html"><text></text></responsetemplate>\n  </question>\n`;
    }
    case QUESTION_TYPE.COMPOSITE: {
      const text = compositeCloze(question);
      return text === null ? null : `${await head('cloze', text)}  </question>\n`;
    }
    default:
      return null;
  }
}

/** The file's text and how many questions were left out. */
export async function exportMoodleXml(app: FastifyInstance, questions: readonly QuestionRecord[]) {
  const embed = new Embedder(path.join(app.config.dataDir, 'uploads', 'editor'));
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n'];
  let category: string | null | undefined;
  let skipped = 0;
  for (const question of questions) {
    const xml = await questionXml(question, embed);
    if (xml === null) {
      skipped += 1;
      continue;
    }
    const name = question.knowledgeName ?? '';
    if (name !== category) {
      category = name;
      // "/" inside a name is written "//" (Moodle's category path escape).
      parts.push(
        `  <question type="category">\n    <category><text>$course$/top${name ? `/${escapeXml(name.replace(/\//g, '//'))}` : ''}</text></category>\n  </question>\n`,
      );
    }
    parts.push(`<!-- question: ${question.questionId}  -->\n`, xml);
  }
  parts.push('</quiz>\n');
  return { xml: parts.join(''), skipped };
}
