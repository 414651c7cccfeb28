/**
 * Students at scale: imports 10,000 rows from an Excel file through the API (checked, then
 * inserted in one transaction), fills the table up to 100,000 students directly, and times
 * the filtered student lists the screen asks for, through the API. Prints figures only.
 * Run: npm run bench:students (with DATABASE_URL set: on PostgreSQL; SQLite is in memory).
 */
import { performance } from 'node:perf_hooks';
import { API, type ClassRecord, type Paged, type StudentRecord } from '@kaoshi/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  createCandidateAccounts,
  createChain,
  expectOk,
  fakeIdNumber,
  multipart,
  type NewCandidate,
  startTestApp,
  withQuery,
} from '@kaoshi/server/testing';

const IMPORT_ROWS = 10_000;
const TOTAL_STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const BATCHES_PER_JOB_TYPE = 20;

const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const t = await startTestApp(kind);
const ms = (start: number) => performance.now() - start;
const print = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

try {
  const admin = await t.login('admin');
  const chains = [await createChain(t, admin, 'BENCH'), await createChain(t, admin, 'BENCH2')];
  const batches: ClassRecord[] = [];
  for (const chain of chains) {
    batches.push(chain.batch);
    for (let i = 1; i < BATCHES_PER_JOB_TYPE; i++) {
      const payload = {
        subjectId: chain.subject.subjectId,
        name: `${chain.subject.code} batch ${i}`,
        code: `${chain.subject.code}-B${i}`,
        year: 2026,
      };
      batches.push(expectOk(await t.call<ClassRecord>({ method: 'POST', url: API.addClasses, token: admin, payload }), 'addClasses'));
    }
  }
  console.log(`database: ${kind}${kind === 'sqlite' ? ' (in memory)' : ''}`);

  // 1. The import: an .xlsx of 10,000 rows spread over the first job type's batches.
  let start = performance.now();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(['Candidate number', 'Name', 'Gender (M/F)', 'ID number', 'Phone', 'Email', 'Batch code']);
  for (let n = 0; n < IMPORT_ROWS; n++) {
    const batch = batches[n % BATCHES_PER_JOB_TYPE]!;
    sheet.addRow([`K${String(n).padStart(7, '0')}`, `Student ${n}`, n % 2 ? 'F' : 'M', fakeIdNumber(n), '13800138000', '', batch.code]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  print('build the 10,000-row .xlsx (bench side)', `${ms(start).toFixed(0)} ms, ${(file.length / 1024).toFixed(0)} KB`);

  start = performance.now();
  const imported = await t.call({
    method: 'POST',
    url: API.importStudents,
    token: admin,
    ...multipart({}, { name: 'students.xlsx', content: file }),
  });
  if (imported.body.status !== 200) throw new Error(`import failed: ${imported.body.message}`);
  print('importStudents, 10,000 rows (parse, check, insert)', `${ms(start).toFixed(0)} ms  ${JSON.stringify(imported.body.data)}`);

  start = performance.now();
  const again = await t.call({
    method: 'POST',
    url: API.importStudents,
    token: admin,
    ...multipart({}, { name: 'students.xlsx', content: file }),
  });
  print('importStudents again (all 10,000 unchanged)', `${ms(start).toFixed(0)} ms  ${JSON.stringify(again.body.data)}`);

  // 2. Up to TOTAL_STUDENTS, inserted directly, spread over all batches.
  start = performance.now();
  const { passwordHash } = await t.app.db
    .selectFrom('users')
    .select('passwordHash')
    .where('username', '=', 'K0000000')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (let from = IMPORT_ROWS; from < TOTAL_STUDENTS; from += 500) {
    const rows: NewCandidate[] = [];
    for (let n = from; n < Math.min(from + 500, TOTAL_STUDENTS); n++) {
      rows.push({
        username: `K${String(n).padStart(7, '0')}`,
        nickName: `Student ${n}`,
        gender: n % 2 ? 'F' : 'M',
        idNumber: fakeIdNumber(n),
        phone: '13800138000',
        classId: batches[n % batches.length]!.classId,
        passwordHash,
        locked: n % 50 === 0 ? 1 : 0,
      });
    }
    await t.app.db.transaction().execute((trx) => createCandidateAccounts(trx, rows, now));
  }
  // PostgreSQL's autovacuum would gather statistics on a table that grew this much; do it now.
  if (kind === 'postgres') await sql`ANALYZE`.execute(t.app.db);
  print(`insert directly up to ${TOTAL_STUDENTS.toLocaleString('en')} students`, `${ms(start).toFixed(0)} ms`);

  // 3. Lists through the API, as the screen asks for them.
  const runs = 20;
  const cases: [string, Record<string, string | number>][] = [
    ['first page, no filter', {}],
    ['page 2,000 of 20 (deep offset)', { page: 2000 }],
    ['name contains "Student 4242"', { name: 'Student 4242' }],
    ['candidate number contains "00777"', { username: '00777' }],
    ['ID number, exact', { idNumber: fakeIdNumber(54_321) }],
    ['one batch', { classId: batches[7]!.classId }],
    ['one batch, page 100', { classId: batches[7]!.classId, page: 100 }],
    ['one project (through job category → job type → batch)', { schoolId: chains[1]!.school.schoolId }],
    ['one job type, locked only', { subjectId: chains[0]!.subject.subjectId, locked: 1 }],
    ['sorted by name, descending', { sortField: 'name', sortOrder: 'descend' }],
    ['sorted by name, one batch', { sortField: 'name', classId: batches[3]!.classId }],
  ];
  console.log(`\nlistStudent through the API (limit 20), mean of ${runs} runs:`);
  for (const [label, query] of cases) {
    let total = 0;
    start = performance.now();
    for (let i = 0; i < runs; i++) {
      const { body } = await t.call<Paged<StudentRecord>>({
        method: 'GET',
        url: withQuery(API.listStudent, { limit: 20, ...query }),
        token: admin,
      });
      if (body.status !== 200) throw new Error(`${label}: ${body.message}`);
      total = body.data.total;
    }
    print(`  ${label}`, `${(ms(start) / runs).toFixed(1)} ms  (${total.toLocaleString('en')} matches)`);
  }

  start = performance.now();
  const exported = await t.app.inject({
    method: 'GET',
    url: withQuery(API.exportStudent, { schoolId: chains[0]!.school.schoolId }),
    headers: { authorization: `Bearer ${admin}` },
  });
  print('\nexportStudent, one project (.xlsx)', `${ms(start).toFixed(0)} ms, ${(exported.rawPayload.length / 1024).toFixed(0)} KB`);
} finally {
  await t.close();
}
