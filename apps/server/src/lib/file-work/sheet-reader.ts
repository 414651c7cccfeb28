import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { isZip, unzipWithinLimits, type EntryWatcher } from '../safe-unzip.js';
import { FileRefusal } from './refusal.js';

/** One non-empty row of a worksheet. */
export interface SheetRow {
  /** The Excel row number (1 is the first row). */
  rowNumber: number;
  /** Cell text by column position, 0-based. */
  cells: string[];
}

/**
 * What an uploaded workbook may unpack to. The largest real imports (20,000 students, 10,000
 * questions with rich text) are a small part of this; exceljs holds several times the
 * unpacked size in memory, and a 200 KB zip bomb once took it to 1.2 GB and 3 s.
 */
export const WORKBOOK_ZIP_LIMITS = { maxUnpackedBytes: 100 * 1024 * 1024, maxEntries: 1000 };

/**
 * Row elements a worksheet may hold beyond its data rows and header: rows a spreadsheet program
 * keeps for their formatting alone (a template's shaded rows) have no cells the import reads, so
 * the exact count of non-empty rows is checked after parsing; this only bounds the parsing.
 */
const EMPTY_ROW_ALLOWANCE = 1000;

/** The text as written before `neutraliseFormula` (lib/excel.ts): the reader applies it to every cell. */
export const restoreNeutralised = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Control characters other than tab and line breaks: a workbook can carry them (`_x0000_`),
 * no one types them, the writer leaves them out, and PostgreSQL cannot store a NUL.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  return '';
}

const ROW_ELEMENT = /<(?:\w+:)?row[\s>/]/g;
/** Long enough to hold the start of a row element cut between two inflated chunks. */
const CARRY = 16;
const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
const rowElements = (text: string) => text.match(ROW_ELEMENT)?.length ?? 0;

/**
 * Counts a worksheet's row elements while it is inflated and refuses it once they pass
 * `maxElements`: a 100,000-row sheet is refused after about `maxElements` rows of XML, not
 * after inflating and parsing all of it. Elements are ASCII, so Latin-1 text finds them.
 */
export function rowCounter(maxElements: number, maxRows: number): EntryWatcher {
  let carried = '';
  let count = 0;
  return (chunk) => {
    const text = carried + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    // Elements wholly inside the carried tail were counted with the chunk before.
    count += rowElements(text) - rowElements(carried);
    carried = text.slice(-CARRY);
    if (count > maxElements) throw new FileRefusal('importTooManyRows', { max: maxRows });
  };
}

/**
 * The first worksheet's non-empty rows; anything that is not an .xlsx workbook is refused
 * (importNotExcel), a workbook with more than `maxRows` data rows with importTooManyRows.
 */
export async function readFirstSheet(data: Buffer, maxRows: number): Promise<SheetRow[]> {
  // An .xlsx file is a zip archive: refuse anything else before handing it to the parser.
  if (!isZip(data)) throw new FileRefusal('importNotExcel');
  // exceljs's unzip trusts the archive: it is unpacked here within limits first, and exceljs
  // reads the same files stored uncompressed.
  const maxElements = maxRows + 1 + EMPTY_ROW_ALLOWANCE;
  const parts = unzipWithinLimits(
    data,
    () => true,
    WORKBOOK_ZIP_LIMITS,
    { tooLarge: 'importWorkbookTooLarge', unreadable: 'importNotExcel' },
    (name) => (isWorksheet(name) ? rowCounter(maxElements, maxRows) : undefined),
  );
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(zipSync(Object.fromEntries(parts), { level: 0 }) as unknown as ExcelJS.Buffer);
  } catch {
    throw new FileRefusal('importNotExcel');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FileRefusal('importNotExcel');
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
