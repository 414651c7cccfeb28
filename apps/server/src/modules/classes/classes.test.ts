import { API, type ClassRecord, type Paged, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { addStudent, type Chain, createChain, fetchRaw, type OrgContext, readXlsx, startOrgTest } from '../../test/org.js';

const MAY_1 = Date.UTC(2026, 4, 1);
const MAY_31 = Date.UTC(2026, 4, 31);

describe.each(DATABASES)('registration batches on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'CLS', { batch: '2026 Spring' });
    other = await createChain(c.t, c.admin, 'CLS2');
  });
  afterAll(() => c.t.close());

  const body = (n: number) => ({
    subjectId: chain.subject.subjectId,
    name: `Batch ${n}`,
    code: `B${n}`,
    year: 2027,
    registrationOpensAt: MAY_1,
    registrationClosesAt: MAY_31,
    plannedExamDate: null,
  });
  crudSuite(() => c, {
    entity: 'Classes',
    idField: 'classId',
    permission: PERMISSION.CLASS_MANAGE,
    body,
    bad: [
      [{ year: 1999 }, /year/],
      [{ year: 'next' }, /year/],
      [{ registrationOpensAt: 'soon' }, /registrationOpensAt/],
      [{ plannedExamDate: -5 }, /plannedExamDate/],
      [{ subjectId: undefined }, /subjectId/],
      [{ registrationOpensAt: MAY_31, registrationClosesAt: MAY_1 }, /open before it closes/],
    ],
    exportHeaders: [
      'Exam project',
      'Job category',
      'Job type',
      'Name',
      'Code',
      'Year',
      'Registration opens',
      'Registration closes',
      'Planned exam date',
      'Students',
    ],
    firstHeaderZh: '考试项目',
  });

  const add = (payload: Record<string, unknown>) => c.t.call<ClassRecord>({ method: 'POST', url: API.addClasses, token: c.admin, payload });
  const codes = async (query: Record<string, string | number>) =>
    (
      await c.t.call<Paged<ClassRecord>>({ method: 'GET', url: withQuery(API.listClasses, { limit: 100, ...query }), token: c.admin })
    ).body.data.list
      .map((s) => s.code)
      .sort();

  it('stores the registration window and exam date, and accepts an open-ended one', async () => {
    const open = (await add({ ...body(61), registrationOpensAt: MAY_1, registrationClosesAt: null, plannedExamDate: MAY_31 })).body;
    expect(open.status).toBe(STATUS.OK);
    expect(open.data).toMatchObject({ registrationOpensAt: MAY_1, registrationClosesAt: null, plannedExamDate: MAY_31, studentCount: 0 });
    const sameDay = await add({ ...body(62), registrationOpensAt: MAY_1, registrationClosesAt: MAY_1 });
    expect(sameDay.body.status).toBe(STATUS.OK);
    const reversed = await c.t.call({
      method: 'PUT',
      url: API.updateClasses,
      token: c.admin,
      lang: 'zh',
      payload: { ...open.data, registrationClosesAt: MAY_1 - 1 },
    });
    expect(reversed.body.status).toBe(STATUS.BAD_REQUEST);
    expect(reversed.body.message).toBe(translate('zh', 'registrationWindowInvalid'));
    const rows = await readXlsx((await fetchRaw(c.t, withQuery(API.exportClasses, { code: 'B61' }), c.admin)).body);
    expect(rows[1]!.slice(6, 9)).toEqual([new Date(MAY_1), null, new Date(MAY_31)]);
  });

  it('keeps codes unique within a job type only', async () => {
    const taken = await add({ ...body(70), code: 'CLS-B' });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'classCodeTaken', { code: 'CLS-B', parent: 'CLS job type' }));
    expect((await add({ ...body(70), subjectId: other.subject.subjectId, code: 'CLS-B' })).body.status).toBe(STATUS.OK);
  });

  it('filters by project, job category, job type and year through the tree', async () => {
    await add({ ...body(80), subjectId: other.subject.subjectId, code: 'CLS2-2030', year: 2030 });
    expect(await codes({ schoolId: other.school.schoolId })).toEqual(['CLS-B', 'CLS2-2030', 'CLS2-B']);
    expect(await codes({ departmentId: other.department.departmentId, year: 2030 })).toEqual(['CLS2-2030']);
    expect(await codes({ subjectId: chain.subject.subjectId, code: 'cls' })).toEqual(['CLS-B']);
    const options = await c.t.call<{ classId: number }[]>({
      method: 'GET',
      url: withQuery(API.listAllClassesForSelect, { subjectId: other.subject.subjectId }),
      token: c.admin,
    });
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['classId', 'code', 'name', 'subjectId']);
    expect(options.body.data).toHaveLength(3);
  });

  it('refuses to delete a batch that still has students, saying how many', async () => {
    for (let n = 1; n <= 3; n++) await addStudent(c.t, c.admin, chain.batch.classId, n);
    const { body: refused } = await c.t.call({ method: 'DELETE', url: `${API.deleteClasses}/${chain.batch.classId}`, token: c.admin });
    expect(refused.status).toBe(STATUS.CONFLICT);
    expect(refused.message).toBe('The batch "2026 Spring" still has 3 student(s).');
    const ja = await c.t.call({ method: 'DELETE', url: `${API.deleteClasses}/${chain.batch.classId}`, token: c.admin, lang: 'ja' });
    expect(ja.body.message).toBe('バッチ「2026 Spring」にはまだ 3 人の受験者がいます。');
    const record = (await c.t.call<ClassRecord>({ method: 'GET', url: `${API.getClassesById}/${chain.batch.classId}`, token: c.admin }))
      .body.data;
    expect(record).toMatchObject({
      studentCount: 3,
      subjectName: 'CLS job type',
      departmentName: 'CLS category',
      schoolName: 'CLS project',
    });
  });
});
