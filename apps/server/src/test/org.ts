import { randomBytes } from 'node:crypto';
import {
  API,
  type ClassRecord,
  type CourseRecord,
  type DepartmentRecord,
  idNumberCheckChar,
  type SchoolRecord,
  type StudentRecord,
  type SubjectRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import ExcelJS from 'exceljs';
import { createRole, createUser, expectOk, ownPassword } from './fixtures.js';
import { DEMO_PASSWORD, startTestApp, type TestApp } from './harness.js';

/** Shared setup for the organisation and base-data API tests; every call goes through the API. */

export interface OrgContext {
  t: TestApp;
  admin: string;
  /** The demo student (user type 2, role STUDENT). */
  student: string;
  /** A teacher whose role holds no organisation or base-data key. */
  outsider: string;
}

/** A signed-in teacher (user type 1) whose only role holds exactly the given keys. */
export async function teacherWith(t: TestApp, admin: string, username: string, permissionKeys: string[]) {
  const roleKey = `R_${username.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  await createRole(t, admin, roleKey, permissionKeys);
  await createUser(t, admin, { username, userType: USER_TYPE.TEACHER, roleKeys: [roleKey] });
  return t.login(username, '123456', USER_TYPE.TEACHER);
}

export async function startOrgTest(kind: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<OrgContext> {
  const t = await startTestApp(kind, env);
  const admin = await t.login('admin');
  return {
    t,
    admin,
    student: await t.login('student'),
    outsider: await teacherWith(t, admin, 'outsider', ['SYSTEM', 'SYSTEM-USER']),
  };
}

export interface Chain {
  school: SchoolRecord;
  department: DepartmentRecord;
  subject: SubjectRecord;
  batch: ClassRecord;
  course: CourseRecord;
}

/** Project → job category → job type → batch, and a course of the job type; codes start with `prefix`. */
export async function createChain(
  t: TestApp,
  token: string,
  prefix: string,
  names: Partial<Record<keyof Chain, string>> = {},
): Promise<Chain> {
  const post = async <T>(url: string, payload: Record<string, unknown>) =>
    expectOk(await t.call<T>({ method: 'POST', url, token, payload }), url);
  const school = await post<SchoolRecord>(API.addSchool, { name: names.school ?? `${prefix} project`, code: `${prefix}-P` });
  const department = await post<DepartmentRecord>(API.addDepartment, {
    schoolId: school.schoolId,
    name: names.department ?? `${prefix} category`,
    code: `${prefix}-D`,
  });
  const subject = await post<SubjectRecord>(API.addSubject, {
    departmentId: department.departmentId,
    name: names.subject ?? `${prefix} job type`,
    code: `${prefix}-S`,
    level: 5,
  });
  const batch = await post<ClassRecord>(API.addClasses, {
    subjectId: subject.subjectId,
    name: names.batch ?? `${prefix} batch`,
    code: `${prefix}-B`,
    year: 2026,
  });
  const course = await post<CourseRecord>(API.addCourse, {
    subjectId: subject.subjectId,
    name: names.course ?? `${prefix} course`,
    code: `${prefix}-C`,
  });
  return { school, department, subject, batch, course };
}

/** A valid resident ID number, different for every n below ten million. */
export function fakeIdNumber(n: number): string {
  const birth = new Date(Date.UTC(1970, 0, 1) + (n % 10_000) * 86_400_000);
  const date = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110105${date}${String(Math.floor(n / 10_000) % 1000).padStart(3, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

export async function addStudent(t: TestApp, token: string, classId: number, n: number, fields: Record<string, unknown> = {}) {
  const payload = { username: `S${String(n).padStart(6, '0')}`, name: `Student ${n}`, idNumber: fakeIdNumber(n), classId, ...fields };
  const student = expectOk(await t.call<StudentRecord>({ method: 'POST', url: API.addStudent, token, payload }), `addStudent ${n}`);
  await ownPassword(t, student.studentId, DEMO_PASSWORD);
  return student;
}

export interface UploadFile {
  name: string;
  content: Buffer | string;
  type?: string;
  /** The part's name; `file` when left out (the editor's is `upfile`). */
  field?: string;
}

/** A multipart/form-data body as a browser sends it: text fields, then the file (as `file` unless it names its part). */
export function multipart(fields: Record<string, string | number>, file?: UploadFile) {
  const boundary = `----kaoshi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A raw response (downloads): status, headers and body bytes. */
export async function fetchRaw(t: TestApp, url: string, token?: string, lang?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

export type SheetValue = string | number | Date | null;

/** The first sheet's rows as exceljs reads them (plain values; rich text joined). */
export async function readXlsx(data: Buffer): Promise<SheetValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  const rows: SheetValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values: SheetValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const value = cell.value;
      values[column - 1] =
        value && typeof value === 'object' && 'richText' in value ? value.richText.map((p) => p.text).join('') : (value as SheetValue);
    });
    rows.push(Array.from(values, (value) => value ?? null));
  });
  return rows;
}

/** An .xlsx file with these rows on its first sheet; every cell is text. */
export async function xlsxOf(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
