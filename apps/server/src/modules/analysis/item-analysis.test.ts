import { API, type ItemAnalysisRow, type MasteryRow, type PaperDetail } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { data } from '../attempts/test/attempt-fixture.js';
import { type MarkingContext, sit, startMarkingTest, taskExam } from '../marking/test/marking-fixture.js';

/**
 * Item analysis of an exam marked through the API: the external-link task counts with the
 * examiners' marks, and questions are numbered as the paper shows them.
 */
describe.each(DATABASES)('item analysis of a marked task paper on %s', (kind) => {
  let c: MarkingContext;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
  });
  afterAll(() => c.t.close());

  it('uses the final per-answer score for a task marked 8, 0 and 9 of 10, and numbers questions in paper order', async () => {
    const { single, multiple, trueFalse, link } = c.bank;
    // Given out of order: the paper shows the single-choice section, then multiple, true/false, tasks.
    const items = [
      { questionId: single[1]!, score: 2 },
      { questionId: single[0]!, score: 2 },
      { questionId: link[0]!, score: 10 },
      { questionId: trueFalse[0]!, score: 2 },
      { questionId: multiple[0]!, score: 4 },
    ];
    const payload = {
      courseId: c.chain.course.courseId,
      name: 'Welding practice',
      mode: 'fixed',
      passScore: 12,
      durationMinutes: 30,
      items,
      shuffleQuestions: 0,
      shuffleOptions: 0,
    };
    const paper = expectOk(await c.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: c.admin, payload }), 'addPaper');
    const publicationId = await taskExam(c, { paperId: paper.paperId });
    const marks = [8, 0, 9];
    for (const [i, mark] of marks.entries()) {
      const answers = {
        [single[0]!]: ['B'],
        [single[1]!]: ['B'],
        [multiple[0]!]: ['A', 'C'],
        [trueFalse[0]!]: ['A'],
        [link[0]!]: `Photos ${i}`,
      };
      const { attemptId } = await sit(c.candidates[i]!, publicationId, answers);
      data(await c.calls.hold(c.examiner, attemptId));
      data(await c.calls.score(c.examiner, attemptId, link[0]!, mark));
      data(await c.calls.release(c.examiner, attemptId));
    }
    const rows = data(
      (await c.t.call<ItemAnalysisRow[]>({ method: 'GET', url: withQuery(API.itemAnalysis, { publicationId }), token: c.admin })).body,
    );
    expect(rows.map((row) => [row.number, row.questionId])).toEqual([
      [1, single[1]],
      [2, single[0]],
      [3, multiple[0]],
      [4, trueFalse[0]],
      [5, link[0]],
    ]);
    const task = rows[4]!;
    // 17 of 30 points; the top candidate (9) and the bottom one (0) are groups of one.
    expect(task).toMatchObject({ answered: 3, maxScore: 10, tooHard: false, tooEasy: false, discrimination: 0.9 });
    expect(task.facility).toBeCloseTo(17 / 30, 6);
    // Every objective answer was right: the total moves with the task alone.
    expect(task.pointBiserial).toBeCloseTo(1, 6);

    // Knowledge mastery counts the same marks.
    const now = Date.now();
    const { id: knowledgeId } = await c.t.app.db
      .insertInto('knowledgePoints')
      .values({
        courseId: c.chain.course.courseId,
        parentId: null,
        type: 'kn',
        code: 'Practice',
        name: 'Practice',
        weight: 50,
        sort: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await c.t.app.db.updateTable('questions').set({ knowledgeId }).where('id', '=', link[0]!).execute();
    const mastery = data(
      (await c.t.call<MasteryRow[]>({ method: 'GET', url: withQuery(API.knowledgeMastery, { publicationId }), token: c.admin })).body,
    );
    expect(mastery.find((row) => row.knowledgeName === 'Practice')).toMatchObject({ earned: 17, available: 30 });
  });
});
