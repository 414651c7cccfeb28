import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type Lang, type MessageKey, type MessageParams, translate } from '@kaoshi/contracts';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import type { FastifyReply } from 'fastify';
import { badRequest } from './app-error.js';
import { attachmentDisposition } from './download.js';
import { isZip, unzipWithinLimits } from './safe-unzip.js';

/**
 * The one Excel writer and reader of the server: every export, the import template and the
 * student import go through here.
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

/** The text as written before `neutraliseFormula`: the reader applies it to every cell. */
export const restoreNeutralised = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

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

export interface SheetRow {
  /** The Excel row number (1 is the first row). */
  rowNumber: number;
  /** Cell text by column position, 0-based. */
  cells: string[];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * What an uploaded workbook may unpack to. The largest real imports (20,000 students, 10,000
 * questions with rich text) are a small part of this; exceljs holds several times the
 * unpacked size in memory, and a 200 KB zip bomb once took it to 1.2 GB and 3 s.
 */
export const WORKBOOK_ZIP_LIMITS = { maxUnpackedBytes: 100 * 1024 * 1024, maxEntries: 1000 };

/**
 * Control characters other than tab and line breaks: a workbook can carry them (`_x0000_`),
 * no one types them, the writer leaves them out, and PostgreSQL cannot store a NUL.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The first worksheet's non-empty rows; anything that is not an .xlsx workbook is refused with 40000. */
export async function readFirstSheet(data: Buffer): Promise<SheetRow[]> {
  // An .xlsx file is a zip archive: refuse anything else before handing it to the parser.
  if (!isZip(data)) throw badRequest('importNotExcel');
  // exceljs's unzip trusts the archive: it is unpacked here within limits first, and exceljs
  // reads the same files stored uncompressed.
  const parts = unzipWithinLimits(data, () => true, WORKBOOK_ZIP_LIMITS, {
    tooLarge: 'importWorkbookTooLarge',
    unreadable: 'importNotExcel',
  });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(zipSync(Object.fromEntries(parts), { level: 0 }) as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('importNotExcel');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('importNotExcel');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = restoreNeutralised(cellText(cell.value).replace(CONTROL_CHARACTERS, '').trim());
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell !== '')) rows.push({ rowNumber, cells: filled });
  });
  return rows;
}
