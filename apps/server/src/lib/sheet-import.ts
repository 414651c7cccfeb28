import { type ImportRowError, type Lang, LANGS, type MessageKey, type MessageParams, STATUS, translate } from '@kaoshi/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from './app-error.js';
import type { SheetRow } from './excel.js';
import type { FileWork } from './file-work/pool.js';
import { RequestValidationError } from './validation.js';

/**
 * What every all-or-nothing import shares (students, questions): the sheet read within its
 * limits, columns found by their header in any product language, the problems collected per
 * row, the refusal that lists them, and statements cut into chunks.
 */

/** Errors listed in the response; the message counts them all. */
const MAX_LISTED_ERRORS = 1000;
/** Rows per INSERT or ids per IN (…): well inside SQLite's and PostgreSQL's bound-parameter limits. */
export const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** An import's multipart text fields through their schema; refused (40000, per field) like any request. */
export function parseImportFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields, { reportInput: true });
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues);
  return parsed.data;
}

/**
 * The first sheet's header row and data rows, read on a file-work thread; an empty sheet
 * (`emptyKey`) or more than `maxRows` rows is refused (the latter while the sheet is inflated).
 */
export async function readImportSheet(
  fileWork: FileWork,
  data: Buffer,
  emptyKey: MessageKey,
  maxRows: number,
): Promise<{ header: SheetRow; rows: SheetRow[] }> {
  const [header, ...rows] = await fileWork.run('sheet', { data, maxRows }, 'importNotExcel');
  if (!header || rows.length === 0) throw badRequest(emptyKey);
  if (rows.length > maxRows) throw badRequest('importTooManyRows', { max: maxRows });
  return { header, rows };
}

/** A column of an import sheet: the field it fills and its header (a message key, with parameters if it has any). */
export interface ImportColumn<F extends string> {
  field: F;
  header: MessageKey;
  headerParams?: MessageParams;
}

const normaliseHeader = (text: string) => text.toLowerCase().replace(/[\s*＊:：]/g, '');
/** A header without its hint in brackets ("Gender (M/F)" → "gender"): templates of an older wording still match. */
const headerName = (text: string) => normaliseHeader(text.replace(/[(（][^)）]*[)）]\s*$/, ''));

/**
 * Column position of each field, from the header row: its header in any of the four languages,
 * or the field's own name. A sheet without one of the `required` columns is refused.
 */
export function locateColumns<F extends string>(header: SheetRow, columns: readonly ImportColumn<F>[], required: readonly F[], lang: Lang) {
  const fieldByHeader = new Map<string, F>(
    columns.flatMap(({ field, header: key, headerParams }) => [
      [normaliseHeader(field), field] as const,
      ...LANGS.map((each) => [normaliseHeader(translate(each, key, headerParams)), field] as const),
    ]),
  );
  const fieldByName = new Map<string, F>();
  for (const { field, header: key, headerParams } of columns) {
    for (const each of LANGS) {
      const name = headerName(translate(each, key, headerParams));
      if (!fieldByName.has(name)) fieldByName.set(name, field);
    }
  }
  const positions = new Map<F, number>();
  header.cells.forEach((text, index) => {
    const field = fieldByHeader.get(normaliseHeader(text)) ?? fieldByName.get(headerName(text));
    if (field && !positions.has(field)) positions.set(field, index);
  });
  const missing = columns.filter((column) => required.includes(column.field) && !positions.has(column.field));
  if (missing.length > 0) {
    throw badRequest('importHeadersMissing', { columns: missing.map((c) => translate(lang, c.header, c.headerParams)).join(', ') });
  }
  return positions;
}

/** A row's text in the column of `field`, trimmed; '' when the sheet has no such column. */
export function cellOf<F extends string>(cells: readonly string[], positions: ReadonlyMap<F, number>, field: F): string {
  const index = positions.get(field);
  return index === undefined ? '' : (cells[index] ?? '').trim();
}

/** The problems found so far, in the caller's language, and the rows that have any. */
export class RowErrors {
  readonly list: ImportRowError[] = [];
  readonly rows = new Set<number>();
  /** `label` turns a field into what the reader sees: its column's header in the template, in their language. */
  constructor(
    readonly lang: Lang,
    private readonly label: (field: string) => string = (field) => field,
  ) {}
  add(row: number, field: string, key: MessageKey, params?: MessageParams) {
    this.list.push({ row, field: this.label(field), message: translate(this.lang, key, params) });
    this.rows.add(row);
  }
  /** A refusal thrown while reading a cell (a rich text too long…), as that cell's problem. */
  addError(row: number, field: string, error: AppError) {
    this.list.push({ row, field: this.label(field), message: error.localise(this.lang) });
    this.rows.add(row);
  }
}

/** Refuses the whole import (40000, `{errors}` sorted by row) when any row has a problem. */
export function refuseIfAnyRowErrors(errors: RowErrors) {
  if (errors.list.length === 0) return;
  const sorted = [...errors.list].sort((a, b) => a.row - b.row);
  throw new AppError(STATUS.BAD_REQUEST, 'importRowsInvalid', { count: sorted.length }, () => ({
    errors: sorted.slice(0, MAX_LISTED_ERRORS),
  }));
}
