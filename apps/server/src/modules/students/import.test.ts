import {
  API,
  type ImportResult,
  type ImportRowError,
  type Paged,
  STATUS,
  type StudentRecord,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, tryLogin, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import {
  addStudent,
  type Chain,
  createChain,
  fakeIdNumber,
  fetchRaw,
  multipart,
  type OrgContext,
  readXlsx,
  startOrgTest,
  xlsxOf,
} from '../../test/org.js';

/** The template's headers of an earlier wording ("Gender (M/F)"): files made from it still import. */
const HEADERS = ['Candidate number', 'Name', 'Gender (M/F)', 'ID number', 'Phone', 'Email', 'Batch code'];
const TEMPLATE_HEADERS = ['Candidate number', 'Name', 'Gender (Male/Female)', 'ID number', 'Phone', 'Email', 'Batch code'];

describe.each(DATABASES)('student import on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let twin: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'IMP');
    // A second batch with the same code under another job type: the code alone is ambiguous.
    twin = await createChain(c.t, c.admin, 'TWIN');
    for (const subject of [chain.subject, twin.subject]) {
      expectOk(
        await c.t.call({
          method: 'POST',
          url: API.addClasses,
          token: c.admin,
          payload: { subjectId: subject.subjectId, name: 'Shared', code: 'SHARED', year: 2026 },
        }),
        'shared batch',
      );
    }
  });
  afterAll(() => c.t.close());

  const row = (
    n: number,
    changes: Partial<Record<'username' | 'name' | 'gender' | 'idNumber' | 'phone' | 'email' | 'code', string>> = {},
  ) => {
    const values = {
      username: `IMP${n}`,
      name: `Imported ${n}`,
      gender: 'F',
      idNumber: fakeIdNumber(5000 + n),
      phone: '139 0000 0000',
      email: `i${n}@example.com`,
      code: 'IMP-B',
      ...changes,
    };
    return [values.username, values.name, values.gender, values.idNumber, values.phone, values.email, values.code];
  };
  const importFile = async (
    content: Buffer | string,
    fields: Record<string, string | number> = {},
    name = 'students.xlsx',
    lang?: string,
  ) =>
    c.t.call<ImportResult | { errors: ImportRowError[] }>({
      method: 'POST',
      url: API.importStudents,
      token: c.admin,
      lang,
      ...multipart(fields, { name, content }),
    });
  const total = async (query: Record<string, string | number> = {}) =>
    (await c.t.call<Paged<StudentRecord>>({ method: 'GET', url: withQuery(API.listStudent, query), token: c.admin })).body.data.total;

  it('offers a template with translated headers and one example row', async () => {
    const en = await fetchRaw(c.t, API.studentImportTemplate, c.admin);
    expect(en.headers['content-disposition']).toMatch(/filename="Student import template\.xlsx"/);
    const rows = await readXlsx(en.body);
    expect(rows).toEqual([
      TEMPLATE_HEADERS,
      ['A2026000001', 'Zhang San', 'Male', '110105199003071239', '13800138000', 'zhangsan@example.com', '2026-SPRING'],
    ]);
    const zhTemplate = await fetchRaw(c.t, API.studentImportTemplate, c.admin, 'zh-CN');
    expect(zhTemplate.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('考生导入模板.xlsx')}`);
    const zh = await readXlsx(zhTemplate.body);
    expect(zh[0]).toEqual(['准考证号', '姓名', '性别（男/女）', '身份证号', '电话', '邮箱', '批次编码']);
    expect(zh[1]![2]).toBe('男');
    expect(zh[1]![1]).toBe('张三');
  });

  it('imports every row of a good file in one go, then changes nothing on a re-import', async () => {
    const file = await xlsxOf([
      HEADERS,
      row(1),
      row(2, { gender: '', phone: '', email: '' }),
      row(3, { gender: 'm', idNumber: fakeIdNumber(5003).toLowerCase() }),
    ]);
    const first = await importFile(file);
    expect(first.body.status, first.body.message).toBe(STATUS.OK);
    expect(first.body.data).toMatchObject({ created: 3, unchanged: 0 });
    const students = (
      await c.t.call<Paged<StudentRecord>>({
        method: 'GET',
        url: withQuery(API.listStudent, { username: 'IMP', sortField: 'username' }),
        token: c.admin,
      })
    ).body.data.list;
    expect(students.map((s) => [s.username, s.gender, s.classId])).toEqual([
      ['IMP1', 'F', chain.batch.classId],
      ['IMP2', '', chain.batch.classId],
      ['IMP3', 'M', chain.batch.classId],
    ]);
    // No known default: each new candidate has a one-time code of their own, answered once.
    const credentials = (first.body.data as ImportResult).credentials;
    expect(credentials.map((one) => [one.username, one.name])).toEqual([
      ['IMP1', expect.any(String)],
      ['IMP2', expect.any(String)],
      ['IMP3', expect.any(String)],
    ]);
    expect(new Set(credentials.map((one) => one.password)).size).toBe(3);
    expect((await tryLogin(c.t, 'IMP2', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.LOGIN_FAILED);
    const code = credentials.find((one) => one.username === 'IMP2')!.password;
    const token = (await tryLogin(c.t, 'IMP2', code, USER_TYPE.STUDENT)).body.data.token;
    expect((await c.t.call({ method: 'GET', url: API.myExams, token })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
    const again = await importFile(file);
    expect(again.body.data).toEqual({ created: 0, unchanged: 3, credentials: [] });
    const after = (
      await c.t.call<Paged<StudentRecord>>({
        method: 'GET',
        url: withQuery(API.listStudent, { username: 'IMP', sortField: 'username' }),
        token: c.admin,
      })
    ).body.data.list;
    expect(after).toEqual(students);
  });

  it('checks every row and imports nothing when any is bad, naming each row and field', async () => {
    const before = await total();
    const file = await xlsxOf([
      HEADERS,
      row(10),
      row(11, { username: 'IMP10', idNumber: fakeIdNumber(5011) }),
      row(12, { code: 'NO-SUCH-BATCH' }),
      row(13, { idNumber: '110105199003071238' }),
      row(14, { phone: 'call me' }),
      row(15, { name: '' }),
      row(16, { name: 'Someone else', username: 'IMP1', idNumber: fakeIdNumber(5001) }),
      row(17, { idNumber: fakeIdNumber(5002) }),
      row(18, { code: 'SHARED' }),
      row(19, { email: 'nope', gender: 'X' }),
    ]);
    const { body } = await importFile(file);
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.message).toBe(translate('en', 'importRowsInvalid', { count: 10 }));
    const errors = (body.data as { errors: ImportRowError[] }).errors;
    // Each problem names its column as the template heads it, never an internal field name.
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Candidate number'],
      [4, 'Batch code'],
      [5, 'ID number'],
      [6, 'Phone'],
      [7, 'Name'],
      [8, 'Candidate number'],
      [9, 'ID number'],
      [10, 'Batch code'],
      [11, 'Gender (Male/Female)'],
      [11, 'Email'],
    ]);
    const messages = Object.fromEntries(errors.map((e) => [`${e.row}.${e.field}`, e.message]));
    expect(messages).toMatchObject({
      '3.Candidate number': '"IMP10" also appears on row 2.',
      '4.Batch code': 'There is no batch with the code "NO-SUCH-BATCH".',
      '5.ID number': translate('en', 'importIdNumberInvalid'),
      '8.Candidate number': 'The candidate number IMP1 already exists with different details.',
      '9.ID number': translate('en', 'importIdNumberTaken'),
      '10.Batch code': 'The batch code "SHARED" is used by 2 batches; choose the batch in the import dialog.',
      '11.Gender (Male/Female)': 'Gender is Male or Female (or M, F), or empty.',
    });
    expect(await total()).toBe(before);
    const zh = await importFile(file, {}, 'students.xlsx', 'zh');
    const zhErrors = (zh.body.data as { errors: ImportRowError[] }).errors;
    expect(zhErrors[0]).toEqual({ row: 3, field: '准考证号', message: '“IMP10”在第 2 行也出现了。' });
    expect(zhErrors.find((e) => e.row === 11 && e.field === '性别（男/女）')?.message).toBe('性别只能填男或女（或 M、F），也可留空。');
  });

  it("refuses a row whose ID number another account holds, naming neither the account nor its holder's name or batch", async () => {
    await c.t.app.db
      .updateTable('users')
      .set({ idNumber: fakeIdNumber(5061) })
      .where('username', '=', 'outsider')
      .execute();
    const before = await total();
    const { body } = await importFile(
      await xlsxOf([HEADERS, row(60, { idNumber: fakeIdNumber(5002) }), row(61, { idNumber: fakeIdNumber(5061) })]),
    );
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    const errors = (body.data as { errors: ImportRowError[] }).errors;
    expect(errors.map((e) => [e.row, e.message])).toEqual([
      [2, translate('en', 'importIdNumberTaken')],
      [3, translate('en', 'importStaffIdNumber')],
    ]);
    // IMP2 ("Imported 2", batch IMP-B) holds the first number; the staff account "outsider" the second.
    const answer = JSON.stringify(body);
    for (const named of ['IMP2', 'Imported 2', chain.batch.name, 'outsider']) expect(answer).not.toContain(named);
    expect(await total()).toBe(before);
  });

  it('puts rows without a batch code, or with the chosen batch code, into the batch chosen in the dialog', async () => {
    const shared = (
      await c.t.call<{ classId: number; code: string }[]>({
        method: 'GET',
        url: withQuery(API.listAllClassesForSelect, { subjectId: twin.subject.subjectId }),
        token: c.admin,
      })
    ).body.data.find((batch) => batch.code === 'SHARED')!;
    const file = await xlsxOf([HEADERS, row(30, { code: '' }), row(31, { code: 'SHARED' }), row(32, { code: 'IMP-B' })]);
    const { body } = await importFile(file, { classId: shared.classId });
    expect(body.data).toMatchObject({ created: 3, unchanged: 0 });
    expect(await total({ classId: shared.classId, username: 'IMP3' })).toBe(2);
    expect(await total({ classId: chain.batch.classId, username: 'IMP32' })).toBe(1);
    const noBatch = await importFile(await xlsxOf([HEADERS, row(33, { code: '' })]));
    expect((noBatch.body.data as { errors: ImportRowError[] }).errors).toEqual([
      { row: 2, field: 'Batch code', message: translate('en', 'importRequired') },
    ]);
    expect((await importFile(file, { classId: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('takes gender as the screens show it in any of the four languages, or as its code', async () => {
    const zhTemplate = ['准考证号', '姓名', '性别（男/女）', '身份证号', '批次编码'];
    const genders = ['男', '女', 'Male', 'female', 'Hombre', 'Mujer', '男性', '女性', 'M', 'f', ''];
    const file = await xlsxOf([zhTemplate, ...genders.map((gender, i) => [`IMPG${i}`, `G ${i}`, gender, fakeIdNumber(5100 + i), 'IMP-B'])]);
    expect((await importFile(file, {}, 'students.xlsx', 'zh')).body.data).toMatchObject({ created: genders.length, unchanged: 0 });
    const students = (
      await c.t.call<Paged<StudentRecord>>({
        method: 'GET',
        url: withQuery(API.listStudent, { username: 'IMPG', pageSize: 50 }),
        token: c.admin,
      })
    ).body.data.list;
    const byUsername = new Map(students.map((s) => [s.username, s.gender]));
    expect(genders.map((_, i) => byUsername.get(`IMPG${i}`))).toEqual(['M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', 'M', 'F', '']);
    // The export shows the same words as the screens, and imports back unchanged.
    const exported = await fetchRaw(c.t, withQuery(API.exportStudent, { username: 'IMPG0' }), c.admin, 'zh-CN');
    expect((await readXlsx(exported.body))[1]![2]).toBe('男');
    expect((await importFile(exported.body, {}, 'excel-list.xlsx')).body.data).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('reads headers in any product language and in any order', async () => {
    const zhHeaders = ['批次编码', '身份证号', '姓名', '准考证号'];
    const file = await xlsxOf([zhHeaders, ['IMP-B', fakeIdNumber(5040), '李四', 'IMP40']]);
    expect((await importFile(file)).body.data).toMatchObject({ created: 1, unchanged: 0 });
    const missing = await importFile(
      await xlsxOf([
        ['Name', 'Phone'],
        ['x', '1'],
      ]),
    );
    expect(missing.body.status).toBe(STATUS.BAD_REQUEST);
    expect(missing.body.message).toBe(translate('en', 'importHeadersMissing', { columns: 'Candidate number, ID number' }));
  });

  it('imports an export of the student list back as unchanged', async () => {
    const exported = await fetchRaw(c.t, withQuery(API.exportStudent, { classId: chain.batch.classId }), c.admin);
    const count = await total({ classId: chain.batch.classId });
    expect((await importFile(exported.body, {}, 'excel-list.xlsx')).body.data).toMatchObject({ created: 0, unchanged: count });
  });

  it('refuses a file that is not Excel, an empty sheet and a request without a file', async () => {
    for (const [content, name] of [
      ['name,id\nx,1', 'students.csv'],
      ['not really', 'students.xlsx'],
      [Buffer.from('PK\u0003\u0004broken zip'), 'broken.xlsx'],
    ] as const) {
      const { body } = await importFile(content, {}, name);
      expect(body.status, name).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(translate('en', 'importNotExcel'));
    }
    expect((await importFile(await xlsxOf([HEADERS]))).body.message).toBe(translate('en', 'importEmpty'));
    const json = await c.t.call({ method: 'POST', url: API.importStudents, token: c.admin, payload: { rows: [] } });
    expect(json.body.message).toBe(translate('en', 'multipartRequired'));
  });

  it('does not count a student added by hand as unchanged when the file differs', async () => {
    await addStudent(c.t, c.admin, chain.batch.classId, 50, { username: 'IMP50', name: 'By hand', idNumber: fakeIdNumber(5050) });
    const { body } = await importFile(await xlsxOf([HEADERS, row(50)]));
    expect((body.data as { errors: ImportRowError[] }).errors).toEqual([
      { row: 2, field: 'Candidate number', message: translate('en', 'importExistsDifferent', { username: 'IMP50' }) },
    ]);
  });
});
