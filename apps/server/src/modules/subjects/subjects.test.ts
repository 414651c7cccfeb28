import { API, type Paged, PERMISSION, STATUS, type SubjectRecord, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, type OrgContext, startOrgTest } from '../../test/org.js';

describe.each(DATABASES)('registered job types on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'SUB');
    other = await createChain(c.t, c.admin, 'SUB2');
  });
  afterAll(() => c.t.close());

  crudSuite(() => c, {
    entity: 'Subject',
    idField: 'subjectId',
    permission: PERMISSION.SUBJECT_MANAGE,
    body: (n) => ({
      departmentId: chain.department.departmentId,
      name: `Job type ${n}`,
      code: `S${n}`,
      level: 3,
      description: 'Arc welding',
    }),
    bad: [
      [{ level: 0 }, /level/],
      [{ level: 6 }, /level/],
      [{ level: 'senior' }, /level/],
      [{ departmentId: -1 }, /departmentId/],
    ],
    exportHeaders: ['Exam project', 'Job category', 'Name', 'Code', 'Level', 'Description'],
    firstHeaderZh: '考试项目',
  });

  const add = (payload: Record<string, unknown>) =>
    c.t.call<SubjectRecord>({ method: 'POST', url: API.addSubject, token: c.admin, payload });
  const codes = async (query: Record<string, string | number>) =>
    (
      await c.t.call<Paged<SubjectRecord>>({ method: 'GET', url: withQuery(API.listSubject, { limit: 100, ...query }), token: c.admin })
    ).body.data.list
      .map((s) => s.code)
      .sort();

  it('keeps codes unique within a job category only', async () => {
    const taken = await add({ departmentId: chain.department.departmentId, name: 'Again', code: 'SUB-S', level: 1 });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'subjectCodeTaken', { code: 'SUB-S', parent: 'SUB category' }));
    expect((await add({ departmentId: other.department.departmentId, name: 'Elsewhere', code: 'SUB-S', level: 1 })).body.status).toBe(
      STATUS.OK,
    );
    expect((await add({ departmentId: 999999, name: 'Orphan', code: 'ORPHAN', level: 1 })).body.message).toBe(
      translate('en', 'departmentNotFound', { id: 999999 }),
    );
  });

  it('filters by project, job category and level through the tree', async () => {
    await add({ departmentId: other.department.departmentId, name: 'Senior', code: 'SUB2-SENIOR', level: 1 });
    expect(await codes({ schoolId: other.school.schoolId })).toEqual(['SUB-S', 'SUB2-S', 'SUB2-SENIOR']);
    expect(await codes({ schoolId: other.school.schoolId, level: 1 })).toEqual(['SUB-S', 'SUB2-SENIOR']);
    expect(await codes({ departmentId: chain.department.departmentId, code: 'sub' })).toEqual(['SUB-S']);
    const options = await c.t.call<{ subjectId: number; departmentId: number }[]>({
      method: 'GET',
      url: withQuery(API.listAllSubjectForSelect, { schoolId: other.school.schoolId }),
      token: c.admin,
    });
    expect(options.body.data).toHaveLength(3);
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['code', 'departmentId', 'level', 'name', 'subjectId']);
  });

  it('refuses to delete a job type that still has batches and courses, saying both', async () => {
    const { body } = await c.t.call({ method: 'DELETE', url: `${API.deleteSubject}/${chain.subject.subjectId}`, token: c.admin });
    expect(body.status).toBe(STATUS.CONFLICT);
    expect(body.message).toBe(
      'Nothing was deleted. The job type "SUB job type" still has 1 batch(es). The job type "SUB job type" still has 1 course(s).',
    );
    const record = (
      await c.t.call<SubjectRecord>({ method: 'GET', url: `${API.getSubjectById}/${chain.subject.subjectId}`, token: c.admin })
    ).body.data;
    expect(record).toMatchObject({ classCount: 1, courseCount: 1, departmentName: 'SUB category', schoolName: 'SUB project' });
  });
});
