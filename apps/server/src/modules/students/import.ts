import {
  type ImportResult, type ImportRowError, importStudentsFields, isValidIdNumber, type Lang, LANGS, type MessageKey,
  type MessageParams, PHONE_PATTERN, STATUS, translate, USER_TYPE, username as usernameSchema,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { type ExcelColumn, readFirstSheet, type SheetRow, writeWorkbook } from '../../lib/excel.js';
import { receiveUpload } from '../../lib/uploads.js';
import { RequestValidationError } from '../../lib/validation.js';
import { requireClass } from '../classes/service.js';
import { defaultPasswordHash } from '../users/service.js';
import { studentRoleId } from './repository.js';

/**
 * Student import from Excel: every row is checked first; then either all rows go in, in one
 * transaction, or nothing does and each problem is reported with its Excel row number.
 * Re-importing a file changes nothing: a row whose candidate number exists with the same
 * details is "unchanged"; with other details it is an error (never a silent update).
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Errors listed in the response; the message counts them all. */
const MAX_LISTED_ERRORS = 1000;
/** Rows per INSERT: well inside SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

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
  username: 'A2026000001', name: 'Zhang San', gender: 'M', idNumber: '110105199003071239', phone: '13800138000',
  email: 'zhangsan@example.com', classCode: '2026-SPRING',
};

const TEMPLATE_COLUMNS: ExcelColumn<ImportRow>[] = COLUMNS.map(({ field, header }) => ({
  header, value: (row) => row[field], format: 'text', width: field === 'email' ? 28 : 20,
}));

/** GET studentImportTemplate: the headers in the caller's language and one example row. */
export function importTemplate(lang: Lang, classCode?: string) {
  return writeWorkbook(lang, TEMPLATE_COLUMNS, [{ ...EXAMPLE, classCode: classCode ?? EXAMPLE.classCode }]);
}

const normaliseHeader = (text: string) => text.toLowerCase().replace(/[\s*＊:：]/g, '');

const HEADER_FIELDS = new Map<string, Field>(
  COLUMNS.flatMap(({ field, header }) => [
    [normaliseHeader(field), field] as const,
    ...LANGS.map((lang) => [normaliseHeader(translate(lang, header)), field] as const),
  ]),
);

/** Column position of each field, from the header row; a missing required column is refused. */
function locateColumns(header: SheetRow, lang: Lang) {
  const positions = new Map<Field, number>();
  header.cells.forEach((text, index) => {
    const field = HEADER_FIELDS.get(normaliseHeader(text));
    if (field && !positions.has(field)) positions.set(field, index);
  });
  const missing = COLUMNS.filter((column) => column.required && !positions.has(column.field) && column.field !== 'classCode');
  if (missing.length > 0) throw badRequest('importHeadersMissing', { columns: missing.map((c) => translate(lang, c.header)).join(', ') });
  return positions;
}

interface Checked {
  rowNumber: number;
  row: ImportRow;
  classId?: number;
}

class RowErrors {
  readonly list: ImportRowError[] = [];
  readonly rows = new Set<number>();
  constructor(private readonly lang: Lang) {}
  add(row: number, field: Field, key: MessageKey, params?: MessageParams) {
    this.list.push({ row, field, message: translate(this.lang, key, params) });
    this.rows.add(row);
  }
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
  if (row.username && row.username.length <= 32 && !usernameSchema.safeParse(row.username).success) {
    errors.add(rowNumber, 'username', 'importUsernameInvalid');
  }
  if (row.gender && !['M', 'F'].includes(row.gender)) errors.add(rowNumber, 'gender', 'importGenderInvalid');
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

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
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
  const existing = new Map<string, { userType: number; nickName: string; gender: string; idNumber: string | null; phone: string; email: string; classId: number | null }>();
  const idOwners = new Map<string, string>();
  for (const part of chunks(rows)) {
    const users = await db
      .selectFrom('users')
      .select(['username', 'userType', 'nickName', 'gender', 'idNumber', 'phone', 'email', 'classId'])
      .where('username', 'in', part.map(({ row }) => row.username))
      .execute();
    for (const { username, ...user } of users) existing.set(username, user);
    const owners = await db
      .selectFrom('users')
      .select(['username', 'idNumber'])
      .where('idNumber', 'in', part.map(({ row }) => row.idNumber))
      .execute();
    for (const owner of owners) idOwners.set(owner.idNumber!, owner.username);
  }
  const unchanged = new Set<Checked>();
  for (const checked of rows) {
    const { row, rowNumber } = checked;
    // A row with a problem of its own is reported for that; comparing it would only add noise.
    if (errors.rows.has(rowNumber)) continue;
    const user = existing.get(row.username);
    if (user) {
      const same =
        user.userType === USER_TYPE.STUDENT && user.nickName === row.name && user.gender === row.gender && user.idNumber === row.idNumber &&
        user.phone === row.phone && user.email === row.email && user.classId === checked.classId;
      if (same) unchanged.add(checked);
      else errors.add(rowNumber, 'username', 'importExistsDifferent', { username: row.username });
      continue;
    }
    const owner = idOwners.get(row.idNumber);
    if (owner !== undefined) errors.add(rowNumber, 'idNumber', 'importIdNumberTaken', { username: owner });
  }
  return unchanged;
}

function readRows(sheet: SheetRow[], positions: Map<Field, number>): Checked[] {
  const cell = (cells: string[], field: Field) => {
    const index = positions.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  return sheet.map(({ rowNumber, cells }) => ({
    rowNumber,
    row: {
      username: cell(cells, 'username'),
      name: cell(cells, 'name'),
      gender: cell(cells, 'gender').toUpperCase(),
      idNumber: cell(cells, 'idNumber').toUpperCase(),
      phone: cell(cells, 'phone'),
      email: cell(cells, 'email'),
      classCode: cell(cells, 'classCode'),
    },
  }));
}

async function insertAll(app: FastifyInstance, rows: readonly Checked[]) {
  if (rows.length === 0) return;
  // One scrypt hash of the default password for the whole import, shared by every new row.
  // All of them start with the same default password (and must change it), so a per-row salt
  // would protect nothing extra, while per-row scrypt would take ~60 ms × rows: ten minutes
  // for 10,000 students. A password reset or change gives the account its own salted hash.
  const passwordHash = await defaultPasswordHash(app);
  const roleId = await studentRoleId(app.db);
  const now = Date.now();
  await app.db.transaction().execute(async (trx) => {
    for (const part of chunks(rows)) {
      const inserted = await trx
        .insertInto('users')
        .values(
          part.map(({ row, classId }) => ({
            username: row.username, nickName: row.name, gender: row.gender, idNumber: row.idNumber, phone: row.phone, email: row.email,
            classId: classId!, userType: USER_TYPE.STUDENT, passwordHash, introduction: '', avatar: '', className: '', departmentName: '',
            resourceUrl: '', locked: 0, remoteLogin: 1, createdAt: now, updatedAt: now,
          })),
        )
        .returning('id')
        .execute();
      await trx.insertInto('userRoles').values(inserted.map(({ id }) => ({ userId: id, roleId }))).execute();
    }
  });
}

/** POST importStudents (multipart: the file, and optionally classId, the batch chosen in the dialog). */
export async function importStudents(app: FastifyInstance, request: FastifyRequest): Promise<ImportResult> {
  const lang = request.lang;
  // Any file name: the content decides (a clear "not an Excel workbook" beats "wrong extension").
  const { fields, file } = await receiveUpload(request, { maxBytes: IMPORT_MAX_BYTES });
  const parsedFields = importStudentsFields.safeParse(fields, { reportInput: true });
  if (!parsedFields.success) throw new RequestValidationError(parsedFields.error.issues);
  const chosen = parsedFields.data.classId ? await requireClass(app.db, parsedFields.data.classId) : undefined;

  const [header, ...data] = await readFirstSheet(file.data!);
  if (!header || data.length === 0) throw badRequest('importEmpty');
  if (data.length > IMPORT_MAX_ROWS) throw badRequest('importTooManyRows', { max: IMPORT_MAX_ROWS });
  const rows = readRows(data, locateColumns(header, lang));

  const errors = new RowErrors(lang);
  for (const { rowNumber, row } of rows) checkRow(rowNumber, row, errors, chosen !== undefined);
  checkDuplicates(rows, errors);
  await resolveBatches(app.db, rows, chosen && { id: chosen.classId, code: chosen.code }, errors);
  const unchanged = await compareWithDatabase(app.db, rows, errors);
  if (errors.list.length > 0) {
    const sorted = [...errors.list].sort((a, b) => a.row - b.row);
    throw new AppError(STATUS.BAD_REQUEST, 'importRowsInvalid', { count: sorted.length }, () => ({ errors: sorted.slice(0, MAX_LISTED_ERRORS) }));
  }
  await insertAll(app, rows.filter((row) => !unchanged.has(row)));
  return { created: rows.length - unchanged.size, unchanged: unchanged.size };
}
