import { API, assertSafeHtml, type PaperDetail, type PublicationRecord, QUESTION_TYPE, type RichTextWindow, USER_TYPE } from '@kaoshi/contracts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { isEligible } from './eligibility.js';
import { DEMO_PROJECT_CODE, DEMO_PUBLICATION_NAME, seedDemoExam } from '../../db/demo-exam.js';
import { seedAccounts } from '../../db/seed.js';

describe.each(DATABASES)('the demo exam on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { SEED_DEMO_EXAM: '1' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const demoPublication = async () => {
    const page = expectOk(await t.call<{ list: PublicationRecord[] }>({ method: 'GET', url: withQuery(API.listPublication, { name: DEMO_PUBLICATION_NAME }), token: admin }), 'list');
    expect(page.list).toHaveLength(1);
    return page.list[0]!;
  };

  it('publishes an open exam to the demo student\'s batch, with notice, paper and twelve questions of every type', async () => {
    const publication = await demoPublication();
    expect(publication).toMatchObject({
      state: 'open', kind: 'normal', classNames: ['Demo batch'], durationMinutes: 30, attemptsAllowed: 3, resultVisibility: 'immediate',
      noticeTitle: 'Demo exam rules', candidateCount: 1, attemptCount: 0,
    });
    expect(publication.startsAt).toBeLessThan(Date.now());
    expect(publication.endsAt - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const student = await t.app.db.selectFrom('users').select(['id', 'nickName', 'classId']).where('username', '=', 'student').executeTakeFirstOrThrow();
    expect(student.nickName).toBe('Demo Student');
    expect(await isEligible(t.app.db, { id: publication.publicationId, kind: 'normal', parentPublicationId: null }, student.id)).toBe(true);

    const paper = expectOk(await t.call<PaperDetail>({ method: 'GET', url: `${API.getPaperById}/${publication.paperId}`, token: admin }), 'paper');
    expect(paper).toMatchObject({ mode: 'fixed', locked: 1, questionCount: 12, totalScore: 50, passScore: 30 });
    expect(new Set(paper.items.map((item) => item.type))).toEqual(new Set(Object.values(QUESTION_TYPE)));
    const notice = await t.app.db.selectFrom('notices').select(['content', 'minReadingSeconds']).where('title', '=', 'Demo exam rules').executeTakeFirstOrThrow();
    expect(notice.minReadingSeconds).toBe(10);

    const questions = await t.app.db.selectFrom('questions').select(['type', 'stem', 'options', 'answer', 'linkUrl']).where('courseId', '=', paper.courseId).execute();
    const window = new JSDOM('').window;
    for (const html of [notice.content, ...questions.flatMap((question) => [question.stem, ...(JSON.parse(question.options) as string[])])]) {
      assertSafeHtml(html, window as unknown as RichTextWindow);
    }
    expect(questions.filter((question) => question.type === QUESTION_TYPE.EXTERNAL_LINK).map((question) => question.linkUrl)).toEqual(['https://example.com/task']);
    expect(questions.filter((question) => question.type !== QUESTION_TYPE.EXTERNAL_LINK).every((question) => question.answer !== '')).toBe(true);
  });

  it('lets the demo student sign in as a student', async () => {
    expect(await t.login('student', undefined, USER_TYPE.STUDENT)).toEqual(expect.any(String));
  });

  it('seeds once: a second seed (a restart) leaves one set', async () => {
    const count = async () => {
      const counted = await Promise.all(
        (['schools', 'classes', 'courses', 'questions', 'papers', 'notices', 'publications'] as const).map(async (table) =>
          Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count),
        ),
      );
      return counted;
    };
    const before = await count();
    expect(before).toEqual([1, 1, 1, 12, 1, 1, 1]);
    await seedAccounts(t.app.db, t.config);
    await seedDemoExam(t.app.db);
    expect(await count()).toEqual(before);
    expect((await t.app.db.selectFrom('schools').select('code').execute()).map((row) => row.code)).toEqual([DEMO_PROJECT_CODE]);
  });
});
