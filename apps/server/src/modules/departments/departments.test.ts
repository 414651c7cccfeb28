import { API, type DepartmentRecord, type Paged, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, type OrgContext, startOrgTest } from '../../test/org.js';

describe.each(DATABASES)('job categories on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'DEP', { school: 'Welding 2026' });
    other = await createChain(c.t, c.admin, 'DEP2');
  });
  afterAll(() => c.t.close());

  crudSuite(() => c, {
    entity: 'Department',
    idField: 'departmentId',
    permission: PERMISSION.DEPARTMENT_MANAGE,
    body: (n) => ({ schoolId: chain.school.schoolId, name: `Category ${n}`, code: `D${n}` }),
    bad: [
      [{ schoolId: 'x' }, /schoolId/],
      [{ schoolId: undefined }, /schoolId/],
      [{ name: ' ' }, /name/],
      [{ code: '' }, /code/],
    ],
    exportHeaders: ['Exam project', 'Name', 'Code'],
    firstHeaderZh: '考试项目',
  });

  const add = (payload: Record<string, unknown>) =>
    c.t.call<DepartmentRecord>({ method: 'POST', url: API.addDepartment, token: c.admin, payload });
  const list = (query: Record<string, string | number>) =>
    c.t.call<Paged<DepartmentRecord>>({ method: 'GET', url: withQuery(API.listDepartment, query), token: c.admin });

  it('keeps codes unique within a project only', async () => {
    const taken = await add({ schoolId: chain.school.schoolId, name: 'Again', code: 'DEP-D' });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'departmentCodeTaken', { code: 'DEP-D', parent: 'Welding 2026' }));
    const elsewhere = await add({ schoolId: other.school.schoolId, name: 'Same code, other project', code: 'DEP-D' });
    expect(elsewhere.body.status).toBe(STATUS.OK);
    const moved = await c.t.call({
      method: 'PUT',
      url: API.updateDepartment,
      token: c.admin,
      payload: { ...elsewhere.body.data, schoolId: chain.school.schoolId },
    });
    expect(moved.body.status).toBe(STATUS.CONFLICT);
  });

  it('refuses a project that does not exist', async () => {
    const { body } = await add({ schoolId: 999999, name: 'Orphan', code: 'ORPHAN' });
    expect(body.status).toBe(STATUS.NOT_FOUND);
    expect(body.message).toBe(translate('en', 'schoolNotFound', { id: 999999 }));
  });

  it('lists and selects by project, with the project name', async () => {
    const listed = (await list({ schoolId: other.school.schoolId })).body.data;
    expect(listed.list.map((d) => d.code).sort()).toEqual(['DEP-D', 'DEP2-D']);
    expect(listed.list[0]!.schoolName).toBe('DEP2 project');
    const options = await c.t.call<{ departmentId: number; schoolId: number }[]>({
      method: 'GET',
      url: withQuery(API.listAllDepartmentForSelect, { schoolId: chain.school.schoolId }),
      token: c.admin,
    });
    expect(options.body.data.every((o) => o.schoolId === chain.school.schoolId)).toBe(true);
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['code', 'departmentId', 'name', 'schoolId']);
  });

  it('refuses to delete a job category that still has job types', async () => {
    const { body } = await c.t.call({ method: 'DELETE', url: `${API.deleteDepartment}/${chain.department.departmentId}`, token: c.admin });
    expect(body.status).toBe(STATUS.CONFLICT);
    expect(body.message).toBe('The job category "DEP category" still has 1 job type(s).');
    expect((await list({ code: 'DEP-D', schoolId: chain.school.schoolId })).body.data.list[0]!.subjectCount).toBe(1);
  });
});
