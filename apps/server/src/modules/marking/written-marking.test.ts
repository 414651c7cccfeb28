import { API, GRADING_STATE, PASS_FLAG, type PaperDetail, type QuestionRecord, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { data, EXAM_DAY, insertPublication, MINUTE, storedAnswers, storedAttempt } from '../attempts/attempt-fixture.js';
import { composite, essay, fillBlank, shortAnswer } from '../questions/question-fixtures.js';
import { type MarkingContext, startMarkingTest } from './marking-fixture.js';

/**
 * A paper with written answers end to end on the API (docs/REQUIREMENTS.md §7): the candidate
 * receives no key, each type's answer is checked on save, fill-in is scored at submission with
 * partial credit, and the attempt is final once an examiner has marked every written answer.
 */
describe.each(DATABASES)('written answers from sitting to marking on %s', (kind) => {
  let c: MarkingContext;
  let fill: QuestionRecord;
  let short: QuestionRecord;
  let long: QuestionRecord;
  let material: QuestionRecord;
  let publicationId: number;
  beforeAll(async () => {
    c = await startMarkingTest(kind);
    const courseId = c.chain.course.courseId;
    const add = async (body: Record<string, unknown>) =>
      expectOk(await c.t.call<QuestionRecord>({ method: 'POST', url: API.addQuestion, token: c.admin, payload: body }), 'addQuestion');
    fill = await add(fillBlank(courseId, 1));
    short = await add(shortAnswer(courseId, 1));
    long = await add(essay(courseId, 1));
    material = await add(composite(courseId, 1));
    const payload = {
      courseId,
      name: 'Written theory',
      mode: 'fixed',
      passScore: 15,
      durationMinutes: 30,
      items: [fill, short, long, material].map((question) => ({ questionId: question.questionId, score: question.score })),
    };
    const paper = expectOk(await c.t.call<PaperDetail>({ method: 'POST', url: API.addPaper, token: c.admin, payload }), 'addPaper');
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    publicationId = await insertPublication(c, { paperId: paper.paperId });
  });
  afterAll(() => c.t.close());

  it('sits, scores fill-in with partial credit at submission, and is final once every written answer is marked', async () => {
    const { api } = c.alice;
    const session = data(await api.start(publicationId));
    const [choicePart, shortPart] = material.subQuestions;
    expect((await storedAttempt(c, session.attemptId)).totalScore).toBe(3 + 5 + 10 + 7);
    expect(session.questions.map((q) => [q.questionId, q.type, q.parentId, q.blankCount, q.minLength])).toEqual([
      [fill.questionId, 4, undefined, 2, undefined],
      [short.questionId, 5, undefined, undefined, undefined],
      [long.questionId, 6, undefined, undefined, 50],
      [material.questionId, 7, undefined, undefined, undefined],
      [choicePart!.questionId, 0, material.questionId, undefined, undefined],
      [shortPart!.questionId, 5, material.questionId, undefined, undefined],
    ]);
    // The key never reaches the candidate: no accepted answer, scoring point or reference answer.
    const sent = JSON.stringify(session);
    for (const secret of ['oxygen', 'Slows cooling', 'Preheating slows', '3.14']) expect(sent).not.toContain(secret);

    const save = (questionId: number, seq: number, answer: { choices?: string[]; text?: string }) =>
      api.save(session.attemptId, questionId, seq, answer);
    expect(data(await save(fill.questionId, 1, { text: '["Ｏｘｙｇｅｎ ","3.2"]' })).applied).toBe(true);
    const tooMany = await save(fill.questionId, 2, { text: '["a","b","c"]' });
    expect(tooMany.status).toBe(STATUS.BAD_REQUEST);
    expect(tooMany.message).toBe(translate('en', 'answerBlanksInvalid', { questionId: fill.questionId, count: 2 }));
    const onMaterial = await save(material.questionId, 1, { text: 'hello' });
    expect(onMaterial.message).toBe(translate('en', 'answerCompositeNoAnswer', { questionId: material.questionId }));
    expect((await save(short.questionId, 1, { text: 'x'.repeat(5001) })).message).toBe(
      translate('en', 'answerTextTooLong', { questionId: short.questionId, max: 5000 }),
    );
    data(await save(short.questionId, 2, { text: 'Slower cooling avoids cracks.' }));
    data(await save(long.questionId, 1, { text: '<p onclick="x()">Visual, dye penetrant and X-ray inspection.<script>1</script></p>' }));
    data(await save(choicePart!.questionId, 1, { choices: ['A'] }));
    data(await save(shortPart!.questionId, 1, { text: 'Damp gas.' }));
    const answers = new Map((await storedAnswers(c, session.attemptId)).map((row) => [row.questionId, row]));
    expect(answers.get(fill.questionId)!.text).toBe('["Ｏｘｙｇｅｎ ","3.2"]');
    expect(answers.get(long.questionId)!.text).toBe('<p>Visual, dye penetrant and X-ray inspection.</p>');
    expect(answers.has(material.questionId)).toBe(false);

    data(await api.submit(session.attemptId));
    // Fill-in: "oxygen" right (1), 3.2 outside 3.14 ± 0.01 (0); the choice part right (2).
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({
      objectiveScore: 3,
      gradingState: GRADING_STATE.NOT_GRADED,
      finalScore: null,
    });
    const scored = new Map((await storedAnswers(c, session.attemptId)).map((row) => [row.questionId, row]));
    expect(scored.get(fill.questionId)).toMatchObject({ score: 1, maxScore: 3 });
    expect(scored.get(short.questionId)).toMatchObject({ score: null, maxScore: 5 });
    expect(scored.has(material.questionId)).toBe(false);

    const { calls, examiner } = c;
    const sheet = data(await calls.sheet(examiner, session.attemptId));
    const sheetShort = sheet.questions.find((q) => q.questionId === short.questionId)!;
    expect(sheetShort).toMatchObject({ text: 'Slower cooling avoids cracks.', earned: null, spec: short.spec });
    expect(sheet.questions.find((q) => q.questionId === fill.questionId)!.earned).toBe(1);
    data(await calls.hold(examiner, session.attemptId));
    expect((await calls.score(examiner, session.attemptId, fill.questionId, 3)).message).toBe(
      translate('en', 'markingNotTask', { questionId: fill.questionId }),
    );
    expect((await calls.score(examiner, session.attemptId, short.questionId, 5.5)).status).toBe(STATUS.BAD_REQUEST);
    data(await calls.score(examiner, session.attemptId, short.questionId, 4));
    data(await calls.score(examiner, session.attemptId, long.questionId, 7.5));
    expect(data(await calls.score(examiner, session.attemptId, shortPart!.questionId, 3))).toMatchObject({
      gradingState: GRADING_STATE.GRADED,
      manualScore: 14.5,
      finalScore: 17.5,
      passed: PASS_FLAG.PASSED,
    });
  });

  it('refuses to correct a written question’s key as option letters', async () => {
    const refused = await c.calls.correctKey(c.admin, fill.questionId, ['A']);
    expect(refused.status).toBe(STATUS.BAD_REQUEST);
    expect(refused.message).toBe(translate('en', 'markingKeyForWritten', { questionId: fill.questionId }));
  });
});
