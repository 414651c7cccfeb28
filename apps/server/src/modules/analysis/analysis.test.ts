import {
  API,
  type ClassRanking,
  type ItemAnalysisRow,
  type MasteryRow,
  type PassStatistics,
  type PublicationOption,
  STATUS,
  type SupplementaryStatistics,
} from '@kaoshi/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../lib/excel.js';
import { signedInUserWith } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { backfillAnswerRows } from '../../db/migrations/0006-answer-max-scores.js';
import { data, EXAM_DAY, MINUTE, storedAnswers } from '../attempts/test/attempt-fixture.js';
import { type AnalysisContext, right, sitStandardExam, startAnalysisTest, wrong } from './test/analysis-fixture.js';

/** A knowledge point of the fixture's course. */
async function knowledgePoint(c: AnalysisContext, name: string): Promise<number> {
  const now = Date.now();
  const { id } = await c.t.app.db
    .insertInto('knowledgePoints')
    .values({
      courseId: c.chain.course.courseId,
      parentId: null,
      type: 'kn',
      code: name,
      name,
      weight: 50,
      sort: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(DATABASES)('score analysis (%s)', (kind) => {
  let c: AnalysisContext;
  beforeEach(async () => {
    c = await startAnalysisTest(kind);
  });
  afterEach(async () => c.t.close());

  const get = async <T>(url: string, query: Record<string, number | string>, token = c.admin) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    return data((await c.t.call<T>({ method: 'GET', url: `${url}?${search}`, token })).body);
  };

  it('ranks with shared ranks (1, 2, 2, 4) and summarises mean, median, population sd, extremes and bands', async () => {
    const publicationId = await c.publish();
    await sitStandardExam(c, publicationId);
    const ranking = await get<ClassRanking>(API.classRanking, { publicationId, classId: c.chain.batch.classId });
    expect(ranking.rows.map((row) => [row.rank, row.score])).toEqual([
      [1, 10],
      [2, 8],
      [2, 8],
      [4, 4],
    ]);
    expect(ranking.rows[0]).toMatchObject({ studentId: c.alice.studentId, timeUsedMs: 10 * 60_000, passed: 0, totalScore: 10 });
    expect(ranking.rows[3]).toMatchObject({ passed: 1 });
    expect(ranking.summary).toMatchObject({ count: 4, unit: 'points', mean: 7.5, median: 8, highest: 10, lowest: 4 });
    // Population variance: (2.5² + 0.5² + 0.5² + 3.5²) / 4 = 4.75.
    expect(ranking.summary.sd).toBeCloseTo(Math.sqrt(4.75), 6);
    expect(ranking.distribution.map((band) => band.count)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 2, 1]);
    // Another project's filter sees nothing.
    const other = await get<ClassRanking>(API.classRanking, { schoolId: c.otherChain.school.schoolId });
    expect(other.summary).toEqual({ count: 0, unit: 'points', mean: null, median: null, sd: null, highest: null, lowest: null });
    expect(other.distribution.every((band) => band.count === 0)).toBe(true);
  });

  it('summarises papers of different totals in percent of each total, not in mixed points', async () => {
    const tenPoints = await c.publish();
    const twentyPoints = await c.publish();
    await c.sit(tenPoints, c.alice.studentId, [...right]);
    const doubled = await c.sit(twentyPoints, c.bruno.studentId, [...right]);
    // Bruno's paper was out of 20: his 10 points are half of it.
    await c.t.app.db.updateTable('attempts').set({ totalScore: 20 }).where('id', '=', doubled).execute();
    const mixed = await get<ClassRanking>(API.classRanking, { classId: c.chain.batch.classId });
    expect(mixed.summary).toMatchObject({ count: 2, unit: 'percent', mean: 75, highest: 100, lowest: 50 });
    const one = await get<ClassRanking>(API.classRanking, { publicationId: twentyPoints });
    expect(one.summary).toMatchObject({ count: 1, unit: 'points', mean: 10 });
  });

  it('handles a single candidate, all failing, all passing and no attempts', async () => {
    const single = await c.publish();
    await c.sit(single, c.alice.studentId, [right[0], wrong[1], wrong[2], undefined]);
    const one = await get<ClassRanking>(API.classRanking, { publicationId: single });
    expect(one.rows.map((row) => row.rank)).toEqual([1]);
    expect(one.summary).toMatchObject({ count: 1, mean: 2, median: 2, sd: 0, highest: 2, lowest: 2 });

    const allPass = await c.publish();
    await c.sit(allPass, c.alice.studentId, [...right]);
    await c.sit(allPass, c.bruno.studentId, [...right]);
    const passRanking = await get<ClassRanking>(API.classRanking, { publicationId: allPass });
    expect(passRanking.rows.map((row) => row.rank)).toEqual([1, 1]);
    expect(passRanking.summary).toMatchObject({ median: 10, sd: 0 });

    const empty = await c.publish();
    // After the window (09:00–11:00): who did not sit is absent.
    c.clock.set(EXAM_DAY + 121 * MINUTE);
    const stats = await get<PassStatistics>(API.passStatistics, { classId: c.chain.batch.classId });
    const row = (publicationId: number) => stats.rows.find((r) => r.publicationId === publicationId);
    expect(row(single)).toMatchObject({ enrolled: 4, sat: 1, absent: 3, passed: 0, failed: 1, passRate: 0 });
    expect(row(allPass)).toMatchObject({ enrolled: 4, sat: 2, absent: 2, passed: 2, failed: 0, passRate: 1 });
    expect(row(empty)).toMatchObject({ enrolled: 4, sat: 0, absent: 4, yetToSit: 0, passed: 0, failed: 0, passRate: null });
    expect(stats.failed.map((f) => [f.publicationId, f.studentId, f.score])).toEqual([[single, c.alice.studentId, 2]]);
    expect((await get<ClassRanking>(API.classRanking, { publicationId: empty })).rows).toEqual([]);
  });

  it('counts failed statistics per batch and compares the re-exam with the first sitting', async () => {
    const first = await c.publish();
    await sitStandardExam(c, first);
    const stats = await get<PassStatistics>(API.passStatistics, { publicationId: first });
    expect(stats.rows).toEqual([
      expect.objectContaining({
        classId: c.chain.batch.classId,
        enrolled: 4,
        sat: 4,
        absent: 0,
        yetToSit: 0,
        passed: 3,
        failed: 1,
        passRate: 0.75,
      }),
    ]);
    const dana = c.candidates[3]!;
    expect(stats.failed).toEqual([expect.objectContaining({ studentId: dana.studentId, score: 4 })]);

    const reExam = await c.publish('supplementary', first);
    await c.sit(reExam, dana.studentId, [right[0], right[1], right[2], undefined]);
    const sup = await get<SupplementaryStatistics>(API.supplementaryStatistics, { publicationId: reExam });
    expect(sup.rows).toEqual([
      expect.objectContaining({
        publicationId: reExam,
        parentPublicationId: first,
        eligible: 1,
        sat: 1,
        passed: 1,
        registered: 4,
        firstPassRate: 0.75,
        finalPassRate: 1,
      }),
    ]);
    expect(sup.candidates).toEqual([
      {
        publicationId: reExam,
        studentId: dana.studentId,
        username: dana.username,
        name: dana.name,
        firstScore: 4,
        reExamScore: 8,
        finalPassed: 0,
      },
    ]);
  });

  it('counts those without an attempt as yet to sit while the window is open and absent after it; gives the three pass rates', async () => {
    const publicationId = await c.publish();
    const [alice, bruno, chen] = c.candidates.map((candidate) => candidate.studentId);
    await c.sit(publicationId, alice!, [...right]);
    // Bruno fails his first attempt and passes his second; Chen fails; Dana has not sat.
    await c.sit(publicationId, bruno!, [...wrong]);
    await c.sit(publicationId, bruno!, [...right]);
    await c.sit(publicationId, chen!, [...wrong]);
    c.clock.set(EXAM_DAY + 60 * MINUTE);
    const open = (await get<PassStatistics>(API.passStatistics, { publicationId })).rows[0];
    const rates = { firstAttempt: 1 / 3, sitters: 2 / 3, registered: 0.5 };
    expect(open).toMatchObject({
      enrolled: 4,
      sat: 3,
      windowClosed: false,
      absent: 0,
      yetToSit: 1,
      passed: 2,
      failed: 1,
      passRate: 2 / 3,
      passRates: rates,
    });
    c.clock.set(EXAM_DAY + 120 * MINUTE);
    const closed = (await get<PassStatistics>(API.passStatistics, { publicationId })).rows[0];
    expect(closed).toMatchObject({ windowClosed: true, absent: 1, yetToSit: 0, passRates: rates });
  });

  it('analyses items (facility, discrimination, point-biserial, options) and knowledge mastery', async () => {
    const publicationId = await c.publish();
    await sitStandardExam(c, publicationId);
    const items = await get<ItemAnalysisRow[]>(API.itemAnalysis, { publicationId });
    const [q1, q2, q3, q4] = c.questions.map((id) => items.find((item) => item.questionId === id)!);
    // 4 candidates: 27 % groups of one (Alice 10 on top, Dana 4 at the bottom); sd of totals √4.75.
    expect(q1).toMatchObject({
      facility: 1,
      discrimination: 0,
      pointBiserial: null,
      tooEasy: true,
      tooHard: false,
      optionCounts: { B: 4 },
    });
    expect(q2).toMatchObject({ facility: 0.75, discrimination: 0, optionCounts: { B: 3, C: 1 } });
    expect(q2!.pointBiserial).toBeCloseTo(-0.125 / (Math.sqrt(0.75 * 0.25) * Math.sqrt(4.75)), 6);
    expect(q3).toMatchObject({ facility: 0.75, discrimination: 1, optionCounts: { A: 4, C: 3 }, maxScore: 4 });
    expect(q3!.pointBiserial).toBeCloseTo(0.875 / (Math.sqrt(0.75 * 0.25) * Math.sqrt(4.75)), 6);
    expect(q4).toMatchObject({
      facility: 0.5,
      discrimination: 1,
      answered: 4,
      optionCounts: { A: 2, B: 1 },
      negativeDiscrimination: false,
    });
    expect(q4!.pointBiserial).toBeCloseTo(0.75 / (0.5 * Math.sqrt(4.75)), 6);

    // Knowledge points: q1, q2 on "Safety" (16 available, 14 earned); q3, q4 on "Joints" (24, 16).
    const safety = await knowledgePoint(c, 'Safety');
    const joints = await knowledgePoint(c, 'Joints');
    await c.t.app.db.updateTable('questions').set({ knowledgeId: safety }).where('id', 'in', c.questions.slice(0, 2)).execute();
    await c.t.app.db.updateTable('questions').set({ knowledgeId: joints }).where('id', 'in', c.questions.slice(2)).execute();
    const mastery = await get<MasteryRow[]>(API.knowledgeMastery, { publicationId });
    expect(mastery.map((row) => [row.knowledgeName, row.earned, row.available])).toEqual([
      ['Joints', 16, 24],
      ['Safety', 14, 16],
    ]);
    expect(mastery[1]).toMatchObject({ classId: c.chain.batch.classId, mastery: 0.875 });
  });

  it('counts an unanswered question: 0 points, never full marks, in `answered` and in the points available', async () => {
    const publicationId = await c.publish();
    await c.sit(publicationId, c.alice.studentId, [...right]);
    await c.sit(publicationId, c.bruno.studentId, [undefined, undefined, undefined, undefined]);
    const items = await get<ItemAnalysisRow[]>(API.itemAnalysis, { publicationId });
    expect(items).toHaveLength(4);
    for (const item of items) {
      // Alice on top with full marks, Bruno at the bottom with none: groups of one each.
      expect(item).toMatchObject({ answered: 2, facility: 0.5, discrimination: 1, pointBiserial: 1 });
      expect(Object.values(item.optionCounts).reduce((sum, n) => sum + n, 0)).toBe(item.questionId === c.questions[2] ? 2 : 1);
    }
    await c.t.app.db
      .updateTable('questions')
      .set({ knowledgeId: await knowledgePoint(c, 'All') })
      .where('id', 'in', c.questions)
      .execute();
    const mastery = await get<MasteryRow[]>(API.knowledgeMastery, { publicationId });
    expect(mastery.map((row) => [row.knowledgeName, row.earned, row.available, row.mastery])).toEqual([['All', 10, 20, 0.5]]);
  });

  it('gives an attempt finished before migration 0006 (answered questions only, no maxima) the same analysis once backfilled', async () => {
    const after = await c.publish();
    await sitStandardExam(c, after);
    const before = await c.publish();
    const [alice, bruno, chen, dana] = c.candidates.map((candidate) => candidate.studentId);
    await c.sit(before, alice!, [right[0], right[1], right[2], right[3]], 10, true);
    await c.sit(before, bruno!, [right[0], right[1], right[2], wrong[3]], 20, true);
    await c.sit(before, chen!, [right[0], wrong[1], right[2], right[3]], 25, true);
    const danaAttempt = await c.sit(before, dana!, [right[0], right[1], wrong[2], undefined], 30, true);
    await backfillAnswerRows(c.t.app.db);
    expect(await storedAnswers(c, danaAttempt)).toEqual(
      c.questions.map((questionId, i) =>
        expect.objectContaining({ questionId, maxScore: [2, 2, 4, 2][i], score: [2, 2, 0, 0][i], choices: ['B', 'B', 'A', ''][i] }),
      ),
    );
    await c.t.app.db
      .updateTable('questions')
      .set({ knowledgeId: await knowledgePoint(c, 'All') })
      .where('id', 'in', c.questions)
      .execute();
    for (const url of [API.itemAnalysis, API.knowledgeMastery]) {
      expect(await get(url, { publicationId: before }), url).toEqual(await get(url, { publicationId: after }));
    }
  });

  it('exports every table to Excel and refuses a student', async () => {
    const publicationId = await c.publish();
    await sitStandardExam(c, publicationId);
    const download = async (url: string) => {
      const response = await c.t.app.inject({
        method: 'GET',
        url: `${url}?publicationId=${publicationId}`,
        headers: { authorization: `Bearer ${c.admin}`, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(200);
      return readFirstSheet(response.rawPayload, 100_000);
    };
    const ranking = await download(API.exportClassRanking);
    expect(ranking[0]!.cells).toEqual(
      ['Exam', 'Batch', 'Rank', 'Candidate number', 'Name', 'Score', 'Time used (min)', 'Passed'].map((h) =>
        expect.stringContaining(h.split(' ')[0]!),
      ),
    );
    expect(ranking.slice(1).map((row) => [row.cells[2], row.cells[5]])).toEqual([
      ['1', '10'],
      ['2', '8'],
      ['2', '8'],
      ['4', '4'],
    ]);
    const pass = await download(API.exportPassStatistics);
    expect(pass[0]!.cells.slice(8)).toEqual([
      'Pass rate of those who sat (%)',
      'Pass rate of registered (%)',
      'First-attempt pass rate (%)',
    ]);
    expect(pass[1]!.cells.slice(2)).toEqual(['4', '4', '0', '0', '3', '1', '75', '75', '75']);
    const items = await download(API.exportItemAnalysis);
    expect(items).toHaveLength(5);
    expect(await download(API.exportSupplementaryStatistics)).toHaveLength(1);
    expect(await download(API.exportKnowledgeMastery)).toHaveLength(1);

    // Named after what it holds, in the reader's language: the ranking of this exam, today.
    const zh = await c.t.app.inject({
      method: 'GET',
      url: `${API.exportClassRanking}?publicationId=${publicationId}`,
      headers: { authorization: `Bearer ${c.admin}`, 'accept-language': 'zh-CN' },
    });
    const exam = await c.t.app.db.selectFrom('publications').select('name').where('id', '=', publicationId).executeTakeFirstOrThrow();
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(zh.headers['content-disposition']))![1]!)).toMatch(
      new RegExp(`^批次成绩排名-${exam.name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );

    for (const url of [
      API.classRanking,
      API.passStatistics,
      API.supplementaryStatistics,
      API.itemAnalysis,
      API.knowledgeMastery,
      API.exportClassRanking,
    ]) {
      const { body } = await c.t.call({ method: 'GET', url: `${url}?publicationId=${publicationId}`, token: c.alice.token });
      expect(body.status, url).toBe(STATUS.FORBIDDEN);
    }
  });

  it('lets a viewer holding one analysis key use the filter pickers and that screen only', async () => {
    const publicationId = await c.publish();
    const { token } = await signedInUserWith(c.t, c.admin, 'ranking_only', ['EXAM-ANALYSIS', 'EXAM-CLASSRANKING']);
    const options = await get<PublicationOption[]>(API.listAllPublicationForSelect, {}, token);
    expect(options.map((option) => option.publicationId)).toContain(publicationId);
    for (const url of [
      API.listAllSchoolForSelect,
      API.listAllDepartmentForSelect,
      API.listAllSubjectForSelect,
      API.listAllClassesForSelect,
    ]) {
      expect((await c.t.call({ method: 'GET', url, token })).body.status, url).toBe(STATUS.OK);
    }
    expect((await c.t.call({ method: 'GET', url: `${API.classRanking}?publicationId=${publicationId}`, token })).body.status).toBe(
      STATUS.OK,
    );
    expect((await c.t.call({ method: 'GET', url: `${API.passStatistics}?publicationId=${publicationId}`, token })).body.status).toBe(
      STATUS.FORBIDDEN,
    );
  });
});
