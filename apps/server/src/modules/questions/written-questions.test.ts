import { API, type QuestionRecord, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, type OrgContext, startOrgTest } from '../../test/org.js';
import { type Body, composite, essay, fillBlank, listQuestions, partOf, putOnPaper, shortAnswer } from './question-fixtures.js';

/** The written types in the bank (docs/REQUIREMENTS.md §7): their fields, composites saved as one, parts never alone. */
describe.each(DATABASES)('written questions in the bank on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'WQ', { course: 'Written theory' });
  });
  afterAll(() => c.t.close());

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body) =>
    c.t.call<T>({ method, url, token: c.admin, ...(payload ? { payload } : {}) });
  const add = (payload: Body) => call<QuestionRecord>('POST', API.addQuestion, payload);
  const courseId = () => chain.course.courseId;
  const rowCount = async () =>
    Number(
      (
        await c.t.app.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a fill-in question with its blanks, and refuses markers that do not match the blanks', async () => {
    const added = await add(fillBlank(courseId(), 1));
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    expect(added.body.data).toMatchObject({ type: 4, score: 3, options: [], answer: [], subQuestions: [] });
    expect(added.body.data.spec).toEqual({
      blanks: [
        { accepted: ['oxygen', 'O2'], points: 1 },
        { accepted: ['pi'], points: 2, numeric: { value: 3.14, tolerance: 0.01 } },
      ],
      anyOrder: false,
    });
    const before = await rowCount();
    const wrongMarkers = await add(fillBlank(courseId(), 2, { stem: '<p>Only {{1}} here</p>' }));
    expect(wrongMarkers.body.status).toBe(STATUS.BAD_REQUEST);
    expect(wrongMarkers.body.message).toBe(translate('en', 'blanksMismatch'));
    const wrongScore = await add(fillBlank(courseId(), 3, { score: 4 }));
    expect(wrongScore.body.message).toBe(translate('en', 'scoreNotSum'));
    const withOptions = await add(fillBlank(courseId(), 4, { options: ['<p>x</p>', '<p>y</p>'] }));
    expect(withOptions.body.message).toBe(translate('en', 'writtenHasOptions'));
    expect(await rowCount()).toBe(before);
  });

  it('sanitises a reference answer like a stem and checks scoring points and essay lengths', async () => {
    const added = await add(
      shortAnswer(courseId(), 5, {
        spec: {
          scoringPoints: [{ text: 'Slows cooling', points: 2 }],
          referenceAnswer: '<p onclick="x()">Slow<script>alert(1)</script></p>',
        },
      }),
    );
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    expect(added.body.data.spec).toEqual({ scoringPoints: [{ text: 'Slows cooling', points: 2 }], referenceAnswer: '<p>Slow</p>' });
    const over = await add(shortAnswer(courseId(), 6, { score: 4 }));
    expect(over.body.message).toBe(translate('en', 'scoringPointsOverScore'));
    const range = await add(essay(courseId(), 7, { spec: { minLength: 300, maxLength: 100 } }));
    expect(range.body.message).toBe(translate('en', 'lengthRange'));
    const ok = await add(essay(courseId(), 8));
    expect(ok.body.data.spec).toEqual({ scoringPoints: [], referenceAnswer: '', minLength: 50, maxLength: 2000 });
  });

  it('saves a composite with its parts in one request; the parts never stand alone', async () => {
    const before = await rowCount();
    const added = await add(composite(courseId(), 1));
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    const record = added.body.data;
    expect(await rowCount()).toBe(before + 3);
    expect(record.subQuestions.map((sub) => [sub.position, sub.type, sub.score])).toEqual([
      [1, 0, 2],
      [2, 5, 5],
    ]);
    const partIds = record.subQuestions.map((sub) => sub.questionId);
    const listed = (await listQuestions(c.t, c.admin, { courseId: courseId(), retired: 'all' })).list.map((q) => q.questionId);
    expect(listed).toContain(record.questionId);
    expect(listed.filter((id) => partIds.includes(id))).toEqual([]);
    const select = await call<{ questionId: number }[]>('GET', `${API.listAllQuestionForSelect}?courseId=${courseId()}`);
    expect(select.body.data.map((q) => q.questionId).filter((id) => partIds.includes(id))).toEqual([]);
    // A part is read, changed and deleted only with its composite.
    expect((await call('GET', `${API.getQuestionById}/${partIds[0]}`)).body.message).toBe(
      translate('en', 'subQuestionAlone', { id: partIds[0]! }),
    );
    expect((await call('DELETE', `${API.deleteQuestion}/${partIds[0]}`)).body.status).not.toBe(STATUS.OK);
    expect(await rowCount()).toBe(before + 3);
    // A part with the same stem as a bank question is no duplicate of it.
    const alone = await add({ ...shortAnswer(courseId(), 2000), stem: record.subQuestions[1]!.stem });
    expect(alone.body.status, alone.body.message).toBe(STATUS.OK);

    const bad = await add(composite(courseId(), 2, { score: 8 }));
    expect(bad.body.message).toBe(translate('en', 'scoreNotSum'));
    const nested = await add(composite(courseId(), 3, { subQuestions: [composite(courseId(), 4)], score: 7 }));
    expect(nested.body.status).toBe(STATUS.BAD_REQUEST);
    const empty = await add(composite(courseId(), 5, { subQuestions: [] }));
    expect(empty.body.message).toBe(translate('en', 'compositeEmpty'));
    expect(await rowCount()).toBe(before + 4);
  });

  it('updates a composite: kept parts keep their ids, new ones are added, missing ones deleted, foreign ids refused', async () => {
    const record = (await add(composite(courseId(), 10))).body.data;
    const [choice, written] = record.subQuestions;
    const essayPart = partOf(essay(courseId(), 10));
    const update = (subQuestions: Body[], score: number) =>
      call<QuestionRecord>('PUT', API.updateQuestion, { ...composite(courseId(), 10), questionId: record.questionId, score, subQuestions });
    const keepChoice = { ...choice!, stem: '<p>Changed choice</p>' };
    const updated = await update([essayPart, keepChoice], 12);
    expect(updated.body.status, updated.body.message).toBe(STATUS.OK);
    expect(updated.body.data.subQuestions.map((sub) => [sub.position, sub.type])).toEqual([
      [1, 6],
      [2, 0],
    ]);
    expect(updated.body.data.subQuestions[1]!.questionId).toBe(choice!.questionId);
    expect(updated.body.data.subQuestions[1]!.stem).toBe('<p>Changed choice</p>');
    expect(await c.t.app.db.selectFrom('questions').select('id').where('id', '=', written!.questionId).executeTakeFirst()).toBeUndefined();

    const other = (await add(composite(courseId(), 11))).body.data;
    const foreign = await update([{ ...other.subQuestions[0]! }], 2);
    expect(foreign.body.status).toBe(STATUS.BAD_REQUEST);
    expect(foreign.body.message).toBe(translate('en', 'subQuestionNotFound', { id: other.subQuestions[0]!.questionId }));
    expect((await call<QuestionRecord>('GET', `${API.getQuestionById}/${other.questionId}`)).body.data.subQuestions).toHaveLength(2);
  });

  it('deletes a composite with its parts, but not while it is on a paper', async () => {
    const record = (await add(composite(courseId(), 20))).body.data;
    const partIds = record.subQuestions.map((sub) => sub.questionId);
    await putOnPaper(c.t, courseId(), 'Written paper', [record.questionId]);
    const refused = await call('DELETE', `${API.deleteQuestion}/${record.questionId}`);
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    const free = (await add(composite(courseId(), 21))).body.data;
    const deleted = await call('DELETE', `${API.deleteQuestion}/${free.questionId}`);
    expect(deleted.body.status, deleted.body.message).toBe(STATUS.OK);
    const left = await c.t.app.db
      .selectFrom('questions')
      .select('id')
      .where('id', 'in', [...partIds, free.questionId, ...free.subQuestions.map((sub) => sub.questionId)])
      .execute();
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([...partIds].sort((a, b) => a - b));
  });
});
