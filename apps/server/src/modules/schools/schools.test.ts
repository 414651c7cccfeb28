import { API, type Paged, PERMISSION, type SchoolRecord, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { createChain, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';

describe.each(DATABASES)('exam projects on %s', (kind) => {
  let c: OrgContext;
  beforeAll(async () => {
    c = await startOrgTest(kind);
  });
  afterAll(() => c.t.close());

  const body = (n: number) => ({ name: `Project ${n}`, code: `P${n}`, description: 'Welding', contact: 'Ms Li', phone: '010-1234567' });
  crudSuite(() => c, {
    entity: 'School',
    idField: 'schoolId',
    permission: PERMISSION.SCHOOL_MANAGE,
    body,
    bad: [
      [{ name: '' }, /name/],
      [{ code: 'has space' }, /code/],
      [{ code: 'x'.repeat(33) }, /code/],
      [{ phone: 'call me' }, /phone/],
      [{ enabled: 2 }, /enabled/],
      [{ description: 'x'.repeat(501) }, /description/],
    ],
    exportHeaders: ['Name', 'Code', 'Description', 'Contact', 'Phone', 'Enabled'],
    firstHeaderZh: '名称',
  });

  const add = (payload: Record<string, unknown>) => c.t.call<SchoolRecord>({ method: 'POST', url: API.addSchool, token: c.admin, payload });
  const list = (query: Record<string, string | number>) =>
    c.t.call<Paged<SchoolRecord>>({ method: 'GET', url: withQuery(API.listSchool, query), token: c.admin });

  it('keeps project codes unique across all projects', async () => {
    const first = (await add({ name: 'Unique one', code: 'UNIQ' })).body.data;
    const again = await add({ name: 'Unique two', code: 'UNIQ' });
    expect(again.body.status).toBe(STATUS.CONFLICT);
    expect(again.body.message).toBe(translate('en', 'schoolCodeTaken', { code: 'UNIQ' }));
    const other = (await add({ name: 'Unique three', code: 'UNIQ3' })).body.data;
    const renamed = await c.t.call({ method: 'PUT', url: API.updateSchool, token: c.admin, payload: { ...other, code: 'UNIQ' } });
    expect(renamed.body.status).toBe(STATUS.CONFLICT);
    // Saving a project under its own code is fine.
    expect(
      (await c.t.call({ method: 'PUT', url: API.updateSchool, token: c.admin, payload: { ...first, name: 'Unique 1' } })).body.status,
    ).toBe(STATUS.OK);
  });

  it('defaults enabled to 1 and filters by it and by code', async () => {
    const off = (await add({ name: 'Switched off', code: 'OFF-1', enabled: 0 })).body.data;
    expect(off.enabled).toBe(0);
    expect((await add({ name: 'Switched on', code: 'ON-1' })).body.data.enabled).toBe(1);
    expect((await list({ enabled: 0 })).body.data.list.map((s) => s.code)).toEqual(['OFF-1']);
    expect((await list({ code: 'on-' })).body.data.list.map((s) => s.code)).toEqual(['ON-1']);
    expect((await list({ name: 'switched', enabled: '' })).body.data.total).toBe(2);
  });

  it('refuses to delete a project that still has job categories, naming them and how many', async () => {
    const { school } = await createChain(c.t, c.admin, 'HOLD', { school: '2026 Welding' });
    await c.t.call({
      method: 'POST',
      url: API.addDepartment,
      token: c.admin,
      payload: { schoolId: school.schoolId, name: 'Second', code: 'HOLD-D2' },
    });
    const refused = await c.t.call({ method: 'DELETE', url: `${API.deleteSchool}/${school.schoolId}`, token: c.admin });
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toBe('The exam project "2026 Welding" still has 2 job category(ies).');
    const zh = await c.t.call({ method: 'DELETE', url: `${API.deleteSchool}/${school.schoolId}`, token: c.admin, lang: 'zh' });
    expect(zh.body.message).toBe('考试项目“2026 Welding”下还有 2 个职业类别。');
    const empty = (await add({ name: 'Empty project', code: 'EMPTY-P' })).body.data;
    const batch = await c.t.call({
      method: 'POST',
      url: API.batchDeleteSchool,
      token: c.admin,
      payload: { ids: [empty.schoolId, school.schoolId] },
    });
    expect(batch.body.status).toBe(STATUS.CONFLICT);
    expect(batch.body.message).toBe('Nothing was deleted. The exam project "2026 Welding" still has 2 job category(ies).');
    expect((await c.t.call({ method: 'GET', url: `${API.getSchoolById}/${empty.schoolId}`, token: c.admin })).body.status).toBe(STATUS.OK);
    expect((await list({ code: 'HOLD-P' })).body.data.list[0]!.departmentCount).toBe(2);
  });

  it('lets anyone with an organisation or base-data key read the project select, and no one else', async () => {
    const courseKeeper = await teacherWith(c.t, c.admin, 'school_select_reader', ['COURSE']);
    const options = await c.t.call<{ schoolId: number; name: string; code: string }[]>({
      method: 'GET',
      url: API.listAllSchoolForSelect,
      token: courseKeeper,
    });
    expect(options.body.status).toBe(STATUS.OK);
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['code', 'name', 'schoolId']);
    expect((await c.t.call({ method: 'GET', url: API.listSchool, token: courseKeeper })).body.status).toBe(STATUS.FORBIDDEN);
  });
});
