import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type Lang, type MessageKey, type MessageParams, translate } from '@kaoshi/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './download.js';

/**
 * The one Excel writer of the server: every export and the import templates go through here.
 * Workbooks are read in the file-work worker threads (file-work/sheet-reader.ts).
 */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The default export file name (docs/REQUIREMENTS.md §16). */
export const DEFAULT_EXPORT_NAME = 'excel-list.xlsx';

export type CellValue = string | number | Date | null;

export interface ExcelColumn<T> {
  /** The header, translated into the request's language (with `headerParams`, e.g. "Option {key}"). */
  header: MessageKey;
  headerParams?: MessageParams;
  value: (row: T, lang: Lang) => CellValue;
  width?: number;
  /** 'text' keeps digits as typed (ID and candidate numbers); 'datetime' formats Date cells. */
  format?: 'text' | 'datetime';
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula once someone edits it or saves the sheet as CSV, even in a text cell (exceljs
 * itself writes every string as a string, never as a formula): such text gets a leading
 * apostrophe, so it stays text (OWASP "CSV injection"). Text that already starts with
 * apostrophes before such a character gets one more, so `restoreNeutralised` can undo exactly
 * what was added and an export imports again as it was.
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

export function neutraliseFormula(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_LIKE.test(value) ? `'${value}` : value;
}

/** A date cell from epoch milliseconds, empty when not set. */
export const dateCell = (epochMs: number | null): CellValue => (epochMs === null ? null : new Date(epochMs));

/** A 0/1 flag as "Yes"/"No" in the reader's language. */
export const yesNo = (lang: Lang, flag: number): CellValue => translate(lang, flag === 1 ? 'valueYes' : 'valueNo');

/**
 * Header row in the reader's language, then one row per record. Written with exceljs's
 * streaming writer: rows are committed as they go, which is faster than the in-memory
 * workbook on large exports (about 100,000 cells a second) and holds no cell objects.
 */
export async function writeWorkbook<T>(lang: Lang, columns: readonly ExcelColumn<T>[], rows: Iterable<T>): Promise<Buffer> {
  const output = new PassThrough();
  const collected = buffer(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? 18,
    style: column.format === 'text' ? { numFmt: '@' } : column.format === 'datetime' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
  }));
  const header = sheet.addRow(columns.map((column) => translate(lang, column.header, column.headerParams)));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for (const row of rows) {
    sheet.addRow(columns.map((column) => neutraliseFormula(column.value(row, lang)))).commit();
    // A large export is seconds of CPU: let other requests (a live exam's answers) in between.
    if (++written % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await workbook.commit();
  return collected;
}

export function sendWorkbook(reply: FastifyReply, workbook: Buffer, filename = DEFAULT_EXPORT_NAME) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(workbook);
}

export { readFirstSheet, restoreNeutralised, type SheetRow, WORKBOOK_ZIP_LIMITS } from './file-work/sheet-reader.js';
