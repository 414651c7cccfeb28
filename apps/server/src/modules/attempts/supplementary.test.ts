import { STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import {
  type Candidate,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  objectivePaper,
  startExamTest,
} from './test/attempt-fixture.js';

describe.each(DATABASES)('supplementary exams on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 4 });
  });
  afterAll(() => c.t.close());

  it('are open to the candidates who failed or were absent, never to those who passed or are being marked', async () => {
    const [passer, failer, absentee, marked] = c.candidates as [Candidate, Candidate, Candidate, Candidate];
    const paper = await objectivePaper(c);
    const taskPaper = await objectivePaper(c, { withTask: true });
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const first = await insertPublication(c, { paperId: paper.paperId, name: 'Theory, first sitting' });
    const sit = async (candidate: Candidate, publicationId: number, right: boolean) => {
      const session = data(await candidate.api.start(publicationId));
      for (const question of session.questions) {
        const choices = !right ? [] : question.type === 1 ? ['A', 'C'] : question.type === 2 ? ['A'] : ['B'];
        await candidate.api.save(session.attemptId, question.questionId, 1, question.type === 3 ? { text: 'done' } : { choices });
      }
      await candidate.api.submit(session.attemptId);
    };
    await sit(passer, first, true);
    await sit(failer, first, false);
    // A second batch-wide exam with a task still being marked: its re-exam is not open to him yet.
    const withTask = await insertPublication(c, { paperId: taskPaper.paperId, name: 'Practical, first sitting' });
    await sit(marked, withTask, true);

    c.clock.set(EXAM_DAY + 3 * 24 * 60 * MINUTE);
    const window = { startsAt: EXAM_DAY + 3 * 24 * 60 * MINUTE, endsAt: EXAM_DAY + 3 * 24 * 60 * MINUTE + 120 * MINUTE };
    // Supplementary exams target the parent's candidates, not batches of their own.
    const retake = await insertPublication(c, {
      paperId: paper.paperId,
      name: 'Theory, re-exam',
      kind: 'supplementary',
      parentPublicationId: first,
      classIds: [],
      ...window,
    });
    const practicalRetake = await insertPublication(c, {
      paperId: taskPaper.paperId,
      name: 'Practical, re-exam',
      kind: 'supplementary',
      parentPublicationId: withTask,
      classIds: [],
      ...window,
    });
    const listed = async (candidate: Candidate) =>
      data(await candidate.api.myExams())
        .exams.filter((exam) => exam.kind === 'supplementary')
        .map((exam) => exam.name)
        .sort();
    expect(await listed(passer)).toEqual(['Practical, re-exam']);
    expect(await listed(failer)).toEqual(['Practical, re-exam', 'Theory, re-exam']);
    expect(await listed(absentee)).toEqual(['Practical, re-exam', 'Theory, re-exam']);
    expect(await listed(marked)).toEqual(['Theory, re-exam']);
    expect(data(await c.outsider.api.myExams()).exams).toEqual([]);

    expect((await passer.api.room(retake)).status).toBe(STATUS.NOT_FOUND);
    expect((await passer.api.start(retake)).status).toBe(STATUS.NOT_FOUND);
    expect((await marked.api.start(practicalRetake)).status).toBe(STATUS.NOT_FOUND);
    const retakeSession = data(await failer.api.start(retake));
    expect(retakeSession.status).toBe(2);
    expect(data(await absentee.api.room(retake)).exam).toMatchObject({
      name: 'Theory, re-exam',
      kind: 'supplementary',
      status: 3,
      canEnter: true,
    });
  });

  it('closes the original to a candidate who has sat its re-exam, even when its window is reopened', async () => {
    const paper = await objectivePaper(c);
    const failer = c.candidates[1]!;
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const original = await insertPublication(c, { paperId: paper.paperId, name: 'Welding, first sitting', attemptsAllowed: 3 });
    const first = data(await failer.api.start(original));
    data(await failer.api.submit(first.attemptId));
    const day = 24 * 60 * MINUTE;
    c.clock.set(EXAM_DAY + 2 * day);
    const reExam = await insertPublication(c, {
      paperId: paper.paperId,
      name: 'Welding, re-exam',
      kind: 'supplementary',
      parentPublicationId: original,
      classIds: [],
      startsAt: EXAM_DAY + 2 * day,
      endsAt: EXAM_DAY + 2 * day + 120 * MINUTE,
    });
    const again = data(await failer.api.start(reExam));
    data(await failer.api.submit(again.attemptId));
    // The original's window is extended afterwards: he still has attempts left there, but has made up for it.
    await c.t.app.db
      .updateTable('publications')
      .set({ endsAt: EXAM_DAY + 3 * day })
      .where('id', '=', original)
      .execute();
    // The list and the exam room do not offer what the start refuses.
    expect(data(await failer.api.room(original)).exam).toMatchObject({ name: 'Welding, first sitting', canEnter: false });
    const listedOriginal = data(await failer.api.myExams()).exams.find((exam) => exam.publicationId === original);
    expect(listedOriginal).toMatchObject({ attemptsUsed: 1, attemptsAllowed: 3, canEnter: false });
    // Another candidate of the batch, who has not sat the re-exam, may still enter the reopened original.
    expect(data(await c.candidates[0]!.api.room(original)).exam.canEnter).toBe(true);
    const refused = await failer.api.start(original);
    expect(refused).toMatchObject({
      status: STATUS.CONFLICT,
      message: 'You have sat the supplementary exam for this exam, so the original can no longer be taken.',
    });
    expect(
      await c.t.app.db
        .selectFrom('attempts')
        .select('id')
        .where('publicationId', '=', original)
        .where('studentId', '=', failer.studentId)
        .execute(),
    ).toHaveLength(1);
  });
});
