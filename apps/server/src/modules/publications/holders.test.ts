import { API, type ClassRecord, type NoticeRecord, type PaperDetail, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { addStudent } from '../../test/org.js';
import {
  HOUR,
  insertAttempt,
  type PublicationContext,
  publishedPublication,
  savedPublication,
  startPublicationTest,
} from './test/publication-fixture.js';

describe.each(DATABASES)('what publications keep from being deleted on %s', (kind) => {
  let c: PublicationContext;
  beforeAll(async () => {
    c = await startPublicationTest(kind);
  });
  afterAll(() => c.t.close());

  const post = async <T>(url: string, payload: Record<string, unknown>) =>
    expectOk(await c.t.call<T>({ method: 'POST', url, token: c.admin, payload }), url);
  const remove = (url: string, id: number) => c.t.call({ method: 'DELETE', url: `${url}/${id}`, token: c.admin });
  const refusal = async (url: string, id: number) => {
    const { body } = await remove(url, id);
    expect(body.status).toBe(STATUS.CONFLICT);
    return body.message;
  };

  it('keeps a notice any publication uses', async () => {
    const notice = await post<NoticeRecord>(API.addNotice, { title: 'Held notice', content: '<p>Rules</p>' });
    await savedPublication(c, { noticeId: notice.noticeId });
    await publishedPublication(c, { noticeId: notice.noticeId });
    expect(await refusal(API.deleteNotice, notice.noticeId)).toBe(
      translate('en', 'noticeUsedByPublications', { name: 'Held notice', count: 2 }),
    );
  });

  it('keeps a paper a draft uses, and a published one under its lock alone', async () => {
    const copy = (name: string) =>
      post<PaperDetail>(API.addPaper, {
        ...c.fixedPaper,
        name,
        items: c.fixedPaper.items.map(({ questionId, score }) => ({ questionId, score })),
      });
    const drafted = await copy('Drafted paper');
    await savedPublication(c, { paperId: drafted.paperId });
    expect(await refusal(API.deletePaper, drafted.paperId)).toBe(
      translate('en', 'paperUsedByPublications', { name: 'Drafted paper', count: 1 }),
    );
    const published = await copy('Published paper');
    await publishedPublication(c, { paperId: published.paperId });
    expect(await refusal(API.deletePaper, published.paperId)).toBe(translate('en', 'paperLockedDelete', { name: 'Published paper' }));
  });

  it('keeps a batch a publication is for', async () => {
    const batch = await post<ClassRecord>(API.addClasses, {
      subjectId: c.chain.subject.subjectId,
      name: 'Held batch',
      code: 'HELD',
      year: 2026,
    });
    await savedPublication(c, { classIds: [batch.classId, c.chain.batch.classId] });
    expect(await refusal(API.deleteClasses, batch.classId)).toBe(
      translate('en', 'classUsedByPublications', { name: 'Held batch', count: 1 }),
    );
  });

  it('keeps a student who has sat an exam, and deletes one who has not', async () => {
    const [sat, never] = [
      await addStudent(c.t, c.admin, c.chain.batch.classId, 71),
      await addStudent(c.t, c.admin, c.chain.batch.classId, 72),
    ];
    const exam = await publishedPublication(c);
    await insertAttempt(c, {
      publicationId: exam.publicationId,
      studentId: sat.studentId,
      status: 0,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    expect(await refusal(API.deleteStudent, sat.studentId)).toBe(translate('en', 'studentHasAttempts', { name: sat.name, count: 1 }));
    expect((await remove(API.deleteStudent, never.studentId)).body.status).toBe(STATUS.OK);
  });
});
