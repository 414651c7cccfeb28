import { API, type CourseRecord, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, type OrgContext, startOrgTest } from '../../test/org.js';

describe.each(DATABASES)('courses on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'CRS', { course: 'Arc welding basics' });
    other = await createChain(c.t, c.admin, 'CRS2');
  });
  afterAll(() => c.t.close());

  crudSuite(() => c, {
    entity: 'Course',
    idField: 'courseId',
    permission: PERMISSION.COURSE,
    body: (n) => ({ subjectId: chain.subject.subjectId, name: `Course ${n}`, code: `C${n}`, description: '<p>Safety first</p>' }),
    bad: [
      [{ subjectId: 0 }, /subjectId/],
      [{ code: 'a/b' }, /code/],
      [{ description: 5 }, /description/],
    ],
    exportHeaders: ['Exam project', 'Job category', 'Job type', 'Name', 'Code', 'Knowledge points', 'Teaching materials'],
    firstHeaderZh: '考试项目',
  });

  const add = (payload: Record<string, unknown>) => c.t.call<CourseRecord>({ method: 'POST', url: API.addCourse, token: c.admin, payload });

  it('strips scripts and event handlers from the description and keeps the rest', async () => {
    const image = `/api/kaoshi-exam/editor/files/${'a'.repeat(64)}.png`;
    const description = `<p onclick="steal()">Safety <b>first</b></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="${image}" onerror="x()">`;
    const { body } = await add({ subjectId: chain.subject.subjectId, name: 'Sanitised', code: 'SAN', description });
    expect(body.status).toBe(STATUS.OK);
    expect(body.data.description).toBe(`<p>Safety <b>first</b></p><a>x</a><img src="${image}">`);
    const updated = await c.t.call<CourseRecord>({
      method: 'PUT',
      url: API.updateCourse,
      token: c.admin,
      payload: { ...body.data, description: '<img/onerror=alert(1) src=x>ok' },
    });
    // A relative address other than the editor's files is dropped (docs/SECURITY.md, Round 2 item 1).
    expect(updated.body.data.description).toBe('<img>ok');
  });

  it('stores the description filtered against the editor whitelist, within 1,000,000 characters', async () => {
    const description =
      '<div><p style="text-align: center; position: fixed" class="kx-a evil">Kept <span style="color: red; background: url(x)">text</span></p></div>' +
      '<svg onload=alert(1)><circle/></svg><iframe src="https://x.example"></iframe><a href="data:text/html,x" target="_blank">link</a>';
    const { body } = await add({ subjectId: chain.subject.subjectId, name: 'Whitelisted', code: 'WHL', description });
    expect(body.status, body.message).toBe(STATUS.OK);
    const stored = await c.t.call<CourseRecord>({ method: 'GET', url: `${API.getCourseById}/${body.data.courseId}`, token: c.admin });
    expect(stored.body.data.description).toBe(
      '<p style="text-align: center" class="kx-a">Kept <span style="color: red">text</span></p><a target="_blank">link</a>',
    );
    const longest = await add({ subjectId: chain.subject.subjectId, name: 'Longest', code: 'LNG', description: 'x'.repeat(1_000_000) });
    expect(longest.body.status, longest.body.message).toBe(STATUS.OK);
    const tooLong = await add({ subjectId: chain.subject.subjectId, name: 'Too long', code: 'TL1', description: 'x'.repeat(1_000_001) });
    expect(tooLong.body.status).toBe(STATUS.BAD_REQUEST);
    expect(tooLong.body.message).toMatch(/description/);
    // Escaped on the way through ("<" becomes "&lt;"), it would no longer fit.
    const escaped = await add({ subjectId: chain.subject.subjectId, name: 'Too long', code: 'TL2', description: '<'.repeat(300_000) });
    expect(escaped.body.status).toBe(STATUS.BAD_REQUEST);
    expect(escaped.body.message).toBe(translate('en', 'richTextTooLong', { max: '1,000,000' }));
  });

  it('keeps codes unique within a job type only and needs an existing job type', async () => {
    const taken = await add({ subjectId: chain.subject.subjectId, name: 'Again', code: 'CRS-C' });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'courseCodeTaken', { code: 'CRS-C', parent: 'CRS job type' }));
    expect((await add({ subjectId: other.subject.subjectId, name: 'Elsewhere', code: 'CRS-C' })).body.status).toBe(STATUS.OK);
    expect((await add({ subjectId: 999999, name: 'Orphan', code: 'ORPHAN' })).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('filters and selects by project and job category through the tree', async () => {
    const list = await c.t.call<{ list: CourseRecord[] }>({
      method: 'GET',
      url: withQuery(API.listCourse, { departmentId: other.department.departmentId }),
      token: c.admin,
    });
    expect(list.body.data.list.map((row) => row.code).sort()).toEqual(['CRS-C', 'CRS2-C']);
    const options = await c.t.call<{ courseId: number }[]>({
      method: 'GET',
      url: withQuery(API.listAllCourseForSelect, { schoolId: chain.school.schoolId }),
      token: c.admin,
    });
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['code', 'courseId', 'name', 'subjectId']);
  });

  it('refuses to delete a course that still has knowledge points', async () => {
    const payload = { courseId: chain.course.courseId, parentId: null, type: 'cn', code: 'CH1', name: 'Chapter 1', weight: 100 };
    expect((await c.t.call({ method: 'POST', url: API.addKnowledge, token: c.admin, payload })).body.status).toBe(STATUS.OK);
    const { body } = await c.t.call({ method: 'DELETE', url: `${API.deleteCourse}/${chain.course.courseId}`, token: c.admin });
    expect(body.status).toBe(STATUS.CONFLICT);
    expect(body.message).toBe('The course "Arc welding basics" still has 1 knowledge point(s).');
  });
});
