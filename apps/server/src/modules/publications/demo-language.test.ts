import { API, type ClassRanking, type ItemAnalysisRow, LANGS, type MasteryRow, type PublicationRecord } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoQuestions } from '../../seed/demo-exam.js';
import { DEMO_TEXT } from '../../seed/demo-text/index.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

const zh = DEMO_TEXT.zh;
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the demo questions', () => {
  it.each(LANGS)("in %s fit the question bank's rules (options for every choice question, true/false fixed)", (language) => {
    const questions = demoQuestions(language);
    expect(questions).toHaveLength(12);
    expect(questions.map(({ content }) => stripTags(content.stem))).toEqual(DEMO_TEXT[language].questions.map((question) => question.stem));
  });
});

describe.each(DATABASES)('a first start with DEMO_LANGUAGE=zh on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { SEED_DEMO_EXAM: '1', DEMO_LANGUAGE: 'zh' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());
  const get = async <T>(url: string, query: Record<string, string | number>) =>
    expectOk(await t.call<T>({ method: 'GET', url: withQuery(url, query), token: admin }), url);

  it('names the seeded accounts in Chinese', async () => {
    const users = await t.app.db
      .selectFrom('users')
      .select(['username', 'nickName'])
      .where('username', 'in', ['admin', 'teacher', 'student'])
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { username: 'admin', nickName: '管理员' },
      { username: 'teacher', nickName: '演示教师' },
      { username: 'student', nickName: '演示考生' },
    ]);
  });

  it('seeds the open demo exam, its batch, notice, paper, course and questions in Chinese', async () => {
    const open = (await get<{ list: PublicationRecord[] }>(API.listPublication, { name: zh.publication })).list.filter(
      (row) => row.name === zh.publication,
    );
    expect(open).toEqual([
      expect.objectContaining({ state: 'open', classNames: [zh.batch], noticeTitle: zh.notice.title, candidateCount: 1 }),
    ]);
    const paper = await t.app.db
      .selectFrom('papers')
      .select(['name', 'courseId'])
      .where('id', '=', open[0]!.paperId)
      .executeTakeFirstOrThrow();
    expect(paper.name).toBe(zh.paper);
    const questions = await t.app.db
      .selectFrom('questions')
      .select(['stemText', 'options'])
      .where('courseId', '=', paper.courseId)
      .orderBy('id')
      .execute();
    expect(questions.map((row) => row.stemText)).toEqual(zh.questions.map((question) => question.stem));
    expect(questions.some((row) => row.options.includes('正确') && row.options.includes('错误'))).toBe(true);
    const tree = await t.app.db
      .selectFrom('schools')
      .innerJoin('departments', 'departments.schoolId', 'schools.id')
      .innerJoin('subjects', 'subjects.departmentId', 'departments.id')
      .select(['schools.name as project', 'departments.name as category', 'subjects.name as jobType'])
      .executeTakeFirstOrThrow();
    expect(tree).toEqual({ project: zh.project.name, category: zh.jobCategory, jobType: zh.jobType });
    const course = await t.app.db.selectFrom('courses').select('name').where('id', '=', paper.courseId).executeTakeFirstOrThrow();
    expect(course.name).toBe(zh.course.name);
  });

  it('seeds the finished demo exam with Chinese candidates and its results: ranking, item analysis and mastery', async () => {
    const finished = (await get<{ list: PublicationRecord[] }>(API.listPublication, { name: zh.finishedPublication })).list;
    expect(finished).toEqual([
      expect.objectContaining({
        name: zh.finishedPublication,
        state: 'closed',
        classNames: [zh.certifiedBatch],
        candidateCount: 6,
        attemptCount: 5,
      }),
    ]);
    const publicationId = finished[0]!.publicationId;
    const ranking = await get<ClassRanking>(API.classRanking, { publicationId });
    // The same results as in English: the words change, not the answers.
    expect(ranking.rows.map((row) => row.score)).toEqual([50, 40, 36, 25, 15]);
    expect(ranking.rows.map((row) => row.name)).toEqual(zh.candidates.slice(0, 5));
    const items = await get<ItemAnalysisRow[]>(API.itemAnalysis, { publicationId });
    expect(new Set(items.map((row) => row.stemText))).toEqual(new Set(zh.questions.map((question) => question.stem)));
    const mastery = await get<MasteryRow[]>(API.knowledgeMastery, { publicationId });
    expect(new Set(mastery.map((row) => row.knowledgeName))).toEqual(new Set(Object.values(zh.points)));
  });

  it('seeds the exam hall in Chinese: the venue, its rooms and the exam held there', async () => {
    const rooms = await t.app.db
      .selectFrom('rooms')
      .innerJoin('venues', 'venues.id', 'rooms.venueId')
      .select(['venues.name as venue', 'venues.address', 'rooms.name as room'])
      .orderBy('rooms.id')
      .execute();
    expect(rooms).toEqual(zh.hall.rooms.map((room) => ({ venue: zh.hall.venue, address: zh.hall.address, room })));
    const hall = (await get<{ list: PublicationRecord[] }>(API.listPublication, { name: zh.hall.publication })).list;
    expect(hall).toEqual([
      expect.objectContaining({ name: zh.hall.publication, state: 'published', classNames: expect.arrayContaining([zh.batch]) }),
    ]);
  });
});
