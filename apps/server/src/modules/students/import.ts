import {
  type ImportResult,
  importStudentsFields,
  isCleanPersonName,
  isValidIdNumber,
  type Lang,
  type MessageKey,
  PHONE_PATTERN,
  USER_TYPE,
  LANGS,
  translate,
  username as usernameSchema,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { type ExcelColumn, type SheetRow, writeWorkbook } from '../../lib/excel.js';
import {
  cellOf,
  chunks,
  locateColumns,
  parseImportFields,
  readImportSheet,
  refuseIfAnyRowErrors,
  RowErrors,
} from '../../lib/sheet-import.js';
import { receiveUpload } from '../../lib/uploads.js';
import { createCandidateAccounts } from '../accounts/index.js';
import { newAccountPasswords } from '../auth/index.js';
import { requireClass } from '../classes/index.js';

/**
 * Student import from Excel: every row is checked first; then either all rows go in, in one
 * transaction, or nothing does and each problem is reported with its Excel row number.
 * Re-importing a file changes nothing: a row whose candidate number exists with the same
 * details is "unchanged"; with other details it is an error (never a silent update).
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

interface ImportRow {
  username: string;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  email: string;
  classCode: string;
}
type Field = keyof ImportRow;

/** The sheet's columns, found by their header in any of the four languages (or the field name). */
const COLUMNS: readonly { field: Field; header: MessageKey; required: boolean; max: number }[] = [
  { field: 'username', header: 'colCandidateNumber', required: true, max: 32 },
  { field: 'name', header: 'colStudentName', required: true, max: 64 },
  { field: 'gender', header: 'colGender', required: false, max: 1 },
  { field: 'idNumber', header: 'colIdNumber', required: true, max: 18 },
  { field: 'phone', header: 'colPhone', required: false, max: 20 },
  { field: 'email', header: 'colEmail', required: false, max: 128 },
  { field: 'classCode', header: 'colBatchCode', required: true, max: 32 },
];

const EXAMPLE: ImportRow = {
  username: 'A2026000001',
  name: 'Zhang San',
  gender: 'M',
  idNumber: '110105199003071239',
  phone: '13800138000',
  email: 'zhangsan@example.com',
  classCode: '2026-SPRING',
};

const TEMPLATE_COLUMNS: ExcelColumn<ImportRow>[] = COLUMNS.map(({ field, header }) => ({
  header,
  value: (row) => row[field],
  format: 'text',
  width: field === 'email' ? 28 : 20,
}));

/** GET studentImportTemplate: the headers in the caller's language and one example row. */
export function importTemplate(lang: Lang, classCode?: string) {
  return writeWorkbook(lang, TEMPLATE_COLUMNS, [
    {
      ...EXAMPLE,
      name: translate(lang, 'sampleName'),
      gender: genderLabel(lang, EXAMPLE.gender),
      classCode: classCode ?? EXAMPLE.classCode,
    },
  ]);
}

const GENDER_LABEL = { M: 'valueGenderM', F: 'valueGenderF' } as const satisfies Record<string, MessageKey>;

/** The word the screens show for a gender code (男, Male…); '' stays ''. */
export const genderLabel = (lang: Lang, code: string) => (code === 'M' || code === 'F' ? translate(lang, GENDER_LABEL[code]) : code);

/** A gender cell: the code (M/F) or the word any of the four languages shows for it, any case. */
const GENDER_BY_TEXT = new Map<string, string>([
  ['m', 'M'],
  ['f', 'F'],
  ...LANGS.flatMap((lang) => (['M', 'F'] as const).map((code) => [genderLabel(lang, code).toLowerCase(), code] as const)),
]);
const genderCode = (text: string) => (text === '' ? '' : (GENDER_BY_TEXT.get(text.toLowerCase()) ?? text));

/** A problem's column as the template heads it, in the reader's language. */
const headerOf = (lang: Lang) => (field: string) => {
  const column = COLUMNS.find((each) => each.field === field);
  return column ? translate(lang, column.header) : field;
};

/** The batch chosen in the dialog stands in for a missing batch-code column. */
const REQUIRED_COLUMNS = COLUMNS.filter((column) => column.required && column.field !== 'classCode').map((column) => column.field);

interface Checked {
  rowNumber: number;
  row: ImportRow;
  classId?: number;
}

const emailSchema = z.string().email();

/** Checks one row on its own: required fields, lengths and formats. */
function checkRow(rowNumber: number, row: ImportRow, errors: RowErrors, batchChosen: boolean) {
  for (const { field, required, max } of COLUMNS) {
    const value = row[field];
    if (!value) {
      if (required && !(field === 'classCode' && batchChosen)) errors.add(rowNumber, field, 'importRequired');
    } else if (value.length > max && field !== 'idNumber' && field !== 'gender') {
      errors.add(rowNumber, field, 'importTooLong', { max });
    }
  }
  if (row.name && !isCleanPersonName(row.name)) errors.add(rowNumber, 'name', 'importNameCharacters');
  if (row.username && row.username.length <= 32 && !usernameSchema.safeParse(row.username).success) {
    errors.add(rowNumber, 'username', 'importUsernameInvalid');
  }
  if (row.gender && !['M', 'F'].includes(row.gender)) {
    errors.add(rowNumber, 'gender', 'importGenderInvalid', { male: genderLabel(errors.lang, 'M'), female: genderLabel(errors.lang, 'F') });
  }
  if (row.idNumber && !isValidIdNumber(row.idNumber)) errors.add(rowNumber, 'idNumber', 'importIdNumberInvalid');
  if (row.phone && !PHONE_PATTERN.test(row.phone)) errors.add(rowNumber, 'phone', 'importPhoneInvalid');
  if (row.email && !emailSchema.safeParse(row.email).success) errors.add(rowNumber, 'email', 'importEmailInvalid');
}

/** The same candidate number or ID number twice in the file: the later row is reported. */
function checkDuplicates(rows: readonly Checked[], errors: RowErrors) {
  for (const field of ['username', 'idNumber'] as const) {
    const firstRow = new Map<string, number>();
    for (const { rowNumber, row } of rows) {
      const value = row[field];
      if (!value) continue;
      const other = firstRow.get(value);
      if (other === undefined) firstRow.set(value, rowNumber);
      else errors.add(rowNumber, field, 'importDuplicateInFile', { value, other });
    }
  }
}

/** Batch codes → batch ids: a code must name exactly one batch, unless it is the chosen batch's. */
async function resolveBatches(db: Kysely<Database>, rows: Checked[], chosen: { id: number; code: string } | undefined, errors: RowErrors) {
  const codes = [...new Set(rows.map(({ row }) => row.classCode).filter((code) => code && code !== chosen?.code))];
  const byCode = new Map<string, number[]>();
  for (const part of chunks(codes)) {
    for (const batch of await db.selectFrom('classes').select(['id', 'code']).where('code', 'in', part).execute()) {
      byCode.set(batch.code, [...(byCode.get(batch.code) ?? []), batch.id]);
    }
  }
  for (const checked of rows) {
    const code = checked.row.classCode;
    if (!code || code === chosen?.code) {
      checked.classId = chosen?.id;
      continue;
    }
    const ids = byCode.get(code) ?? [];
    if (ids.length === 1) checked.classId = ids[0];
    else if (ids.length === 0) errors.add(checked.rowNumber, 'classCode', 'importBatchUnknown', { code });
    else errors.add(checked.rowNumber, 'classCode', 'importBatchAmbiguous', { code, count: ids.length });
  }
}

/**
 * Rows already in the database: an identical student is "unchanged"; a candidate number
 * with other details, or an ID number held by someone else, is an error.
 */
async function compareWithDatabase(db: Kysely<Database>, rows: Checked[], errors: RowErrors) {
  const existing = new Map<
    string,
    { userType: number; nickName: string; gender: string; idNumber: string | null; phone: string; email: string; classId: number | null }
  >();
  /** ID number → whether its holder is a candidate (true) or staff; never who holds it. */
  const idOwners = new Map<string, boolean>();
  for (const part of chunks(rows)) {
    const users = await db
      .selectFrom('users')
      .select(['username', 'userType', 'nickName', 'gender', 'idNumber', 'phone', 'email', 'classId'])
      .where(
        'username',
        'in',
        part.map(({ row }) => row.username),
      )
      .execute();
    for (const { username, ...user } of users) existing.set(username, user);
    const owners = await db
      .selectFrom('users')
      .select(['userType', 'idNumber'])
      .where(
        'idNumber',
        'in',
        part.map(({ row }) => row.idNumber),
      )
      .execute();
    for (const owner of owners) idOwners.set(owner.idNumber!, owner.userType === USER_TYPE.STUDENT);
  }
  const unchanged = new Set<Checked>();
  for (const checked of rows) {
    const { row, rowNumber } = checked;
    // A row with a problem of its own is reported for that; comparing it would only add noise.
    if (errors.rows.has(rowNumber)) continue;
    const user = existing.get(row.username);
    if (user) {
      const same =
        user.userType === USER_TYPE.STUDENT &&
        user.nickName === row.name &&
        user.gender === row.gender &&
        user.idNumber === row.idNumber &&
        user.phone === row.phone &&
        user.email === row.email &&
        user.classId === checked.classId;
      if (same) unchanged.add(checked);
      else errors.add(rowNumber, 'username', 'importExistsDifferent', { username: row.username });
      continue;
    }
    const candidateHolds = idOwners.get(row.idNumber);
    if (candidateHolds !== undefined) errors.add(rowNumber, 'idNumber', candidateHolds ? 'importIdNumberTaken' : 'importStaffIdNumber');
  }
  return unchanged;
}

function readRows(sheet: SheetRow[], positions: Map<Field, number>): Checked[] {
  const cell = (cells: string[], field: Field) => cellOf(cells, positions, field);
  return sheet.map(({ rowNumber, cells }) => ({
    rowNumber,
    row: {
      username: cell(cells, 'username'),
      name: cell(cells, 'name'),
      gender: genderCode(cell(cells, 'gender')),
      idNumber: cell(cells, 'idNumber').toUpperCase(),
      phone: cell(cells, 'phone'),
      email: cell(cells, 'email'),
      classCode: cell(cells, 'classCode'),
    },
  }));
}

/** Inserts the new rows; returns each new candidate's temporary password, to be shown once. */
async function insertAll(app: FastifyInstance, rows: readonly Checked[]): Promise<ImportResult['credentials']> {
  if (rows.length === 0) return [];
  // A one-time code per candidate (docs/SECURITY.md, "Round 3"), hashed with the light hash that
  // a random, expiring code allows, before the transaction: no known default for anyone.
  const passwords = await newAccountPasswords(app, rows.length);
  const accounts = rows.map((checked, index) => ({ ...checked, password: passwords[index]! }));
  const now = Date.now();
  await app.db.transaction().execute(async (trx) => {
    for (const part of chunks(accounts)) {
      await createCandidateAccounts(
        trx,
        part.map(({ row, classId, password }) => ({
          username: row.username,
          nickName: row.name,
          gender: row.gender,
          idNumber: row.idNumber,
          phone: row.phone,
          email: row.email,
          classId: classId!,
          passwordHash: password.storedHash,
          passwordChangeDue: 1,
          passwordExpiresAt: password.expiresAt,
        })),
        now,
      );
    }
  });
  return accounts.map(({ row, password }) => ({
    username: row.username,
    name: row.name,
    password: password.password,
    expiresAt: password.expiresAt,
  }));
}

/** POST importStudents (multipart: the file, and optionally classId, the batch chosen in the dialog). */
export async function importStudents(app: FastifyInstance, request: FastifyRequest): Promise<ImportResult> {
  const lang = request.lang;
  // Any file name: the content decides (a clear "not an Excel workbook" beats "wrong extension").
  const { fields, file } = await receiveUpload(request, { maxBytes: IMPORT_MAX_BYTES });
  const { classId } = parseImportFields(importStudentsFields, fields);
  const chosen = classId ? await requireClass(app.db, classId) : undefined;

  const { header, rows: data } = await readImportSheet(app.fileWork, file.data!, 'importEmpty', IMPORT_MAX_ROWS);
  const rows = readRows(data, locateColumns(header, COLUMNS, REQUIRED_COLUMNS, lang));

  const errors = new RowErrors(lang, headerOf(lang));
  for (const { rowNumber, row } of rows) checkRow(rowNumber, row, errors, chosen !== undefined);
  checkDuplicates(rows, errors);
  await resolveBatches(app.db, rows, chosen && { id: chosen.classId, code: chosen.code }, errors);
  const unchanged = await compareWithDatabase(app.db, rows, errors);
  refuseIfAnyRowErrors(errors);
  const credentials = await insertAll(
    app,
    rows.filter((row) => !unchanged.has(row)),
  );
  return { created: rows.length - unchanged.size, unchanged: unchanged.size, credentials };
}
