import {
  difficulty as difficultySchema,
  importQuestionsFields,
  type Lang,
  type MessageKey,
  type MessageParams,
  OPTION_KEYS,
  type QuestionImportResult,
  score as scoreSchema,
  translate,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type SheetRow, writeWorkbook } from '../../lib/excel.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { cellOf, locateColumns, parseImportFields, readImportSheet, refuseIfAnyRowErrors, RowErrors } from '../../lib/sheet-import.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { Viewer } from '../../types.js';
import { requireCourse } from '../courses/index.js';
import {
  columnLabel,
  optionField,
  parseFlag,
  parseType,
  QUESTION_COLUMNS,
  type QuestionField,
  TEMPLATE_EXAMPLES,
  TYPE_NAMES,
} from './excel-columns.js';
import { type ImportedQuestion, saveImported } from './import-save.js';
import { type ContentPart, contentProblem, preparedContent, type QuestionContent } from './question-content.js';
import { cellToRichText } from './stem-text.js';

/**
 * Questions from Excel into one course: every row is checked first (type, stem, options and
 * answer key, score, difficulty, knowledge point code, address); any problem refuses the whole
 * file with each problem's row and column, otherwise all rows go in, in one transaction.
 */

export const QUESTION_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const QUESTION_IMPORT_MAX_ROWS = 10_000;

/** GET questionImportTemplate: the headers in the caller's language and an example row of each type. */
export const questionImportTemplate = (lang: Lang) => writeWorkbook(lang, QUESTION_COLUMNS, TEMPLATE_EXAMPLES);

/** The course's knowledge points by code. */
async function knowledgeByCode(db: Kysely<Database>, courseId: number) {
  const points = await db.selectFrom('knowledgePoints').select(['id', 'code']).where('courseId', '=', courseId).execute();
  return new Map(points.map((point) => [point.code, point.id]));
}

/** "A", "A,C", "A, C", "AC" or "A；C": the letters A–J; anything else is not an answer key. */
function parseAnswer(cell: string): string[] | undefined {
  const text = cell.toUpperCase();
  if (text === '') return [];
  return /^[A-J](?:[\s,，;；、]*[A-J])*$/.test(text) ? [...text.replace(/[^A-J]/g, '')] : undefined;
}

const typeNamesIn = (lang: Lang) =>
  Object.values(TYPE_NAMES)
    .map((key) => translate(lang, key))
    .join(', ');

/** Reads and checks one row; its problems go to `errors`, and a row with any gives nothing. */
function readRow(
  { rowNumber, cells }: SheetRow,
  positions: ReadonlyMap<QuestionField, number>,
  knowledge: ReadonlyMap<string, number>,
  errors: RowErrors,
) {
  const { lang } = errors;
  const before = errors.list.length;
  // The reader has already taken off the apostrophe an export put before formula-like text.
  const cell = (field: QuestionField) => cellOf(cells, positions, field);
  const problem = (field: QuestionField, key: MessageKey, params?: MessageParams) =>
    errors.add(rowNumber, columnLabel(field, lang), key, params);
  const richText = (field: QuestionField) => {
    try {
      return sanitiseRichText(cellToRichText(cell(field)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.addError(rowNumber, columnLabel(field, lang), error);
      return '';
    }
  };

  const type = parseType(cell('type'));
  if (type === undefined) {
    if (cell('type')) problem('type', 'importTypeInvalid', { names: typeNamesIn(lang) });
    else problem('type', 'importRequired');
  }
  if (!cell('stem')) problem('stem', 'importRequired');
  const stem = richText('stem');
  // Options up to the last filled column; a gap is an empty option.
  const lastOption = OPTION_KEYS.reduce((last, key, index) => (cell(optionField(key)) ? index : last), -1);
  const options = OPTION_KEYS.slice(0, lastOption + 1).map((key) => richText(optionField(key)));
  const answer = parseAnswer(cell('answer'));
  if (!answer) problem('answer', 'answerUnknownOption');
  const score = scoreSchema.safeParse(cell('score'));
  if (!cell('score')) problem('score', 'importRequired');
  else if (!score.success) problem('score', 'importScoreInvalid');
  const difficulty = difficultySchema.safeParse(cell('difficulty') || 3);
  if (!difficulty.success) problem('difficulty', 'importDifficultyInvalid');
  const code = cell('knowledgeCode');
  const knowledgeId = code ? knowledge.get(code) : null;
  if (knowledgeId === undefined) problem('knowledgeCode', 'importKnowledgeUnknown', { code });
  const explanation = richText('explanation');
  const hasVideo = parseFlag(cell('hasVideo'));
  if (hasVideo === undefined) problem('hasVideo', 'importFlagInvalid');
  if (errors.list.length > before) return undefined;

  const content: QuestionContent = {
    type: type!,
    stem,
    options,
    answer: answer!,
    linkUrl: cell('linkUrl'),
    score: score.data!,
    difficulty: difficulty.data!,
    explanation,
    hasVideo: hasVideo!,
  };
  const rule = contentProblem(content);
  if (rule) {
    problem(columnOfPart(rule.part, content), rule.key);
    return undefined;
  }
  return { row: rowNumber, question: preparedContent(content), knowledgeId: knowledgeId! } satisfies ImportedQuestion;
}

/** The column a content problem is reported in: an options problem at the first empty option (or option A). */
function columnOfPart(part: ContentPart, content: QuestionContent): QuestionField {
  // The written types' own columns are the Excel import's to add; until then their problems name the type.
  if (part === 'spec' || part === 'subQuestions') return 'type';
  if (part !== 'options') return part;
  const empty = content.options.findIndex((option) => option === '');
  return optionField(OPTION_KEYS[Math.max(0, empty)]!);
}

/** POST importQuestions (multipart: the .xlsx in `file`, and `courseId`). */
export async function importQuestionsFromExcel(
  app: FastifyInstance,
  request: FastifyRequest,
  viewer: Viewer,
): Promise<QuestionImportResult> {
  // Any file name: the content decides (a clear "not an Excel workbook" beats "wrong extension").
  const { fields, file } = await receiveUpload(request, { maxBytes: QUESTION_IMPORT_MAX_BYTES });
  const { courseId } = parseImportFields(importQuestionsFields, fields);
  const course = await requireCourse(app.db, courseId);
  const { header, rows } = await readImportSheet(app.fileWork, file.data!, 'questionImportEmpty', QUESTION_IMPORT_MAX_ROWS);
  const positions = locateColumns(header, QUESTION_COLUMNS, ['type', 'stem'], request.lang);
  const knowledge = await knowledgeByCode(app.db, course.courseId);
  const errors = new RowErrors(request.lang);
  const items = rows.map((row) => readRow(row, positions, knowledge, errors)).filter((item) => item !== undefined);
  refuseIfAnyRowErrors(errors);
  return saveImported(app.db, course.courseId, items, viewer.userId);
}
