import { PERMISSION } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/index.js';
import { runSaveStatement, type SaveOwner, type SaveStatementInput } from './answers-postgres.js';
import { acceptsAnswers } from './attempt-state.js';
import {
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  startExamTest,
  storedAnswers,
  storedAttempt,
} from './test/attempt-fixture.js';

/**
 * PostgreSQL's answer saves go many to a statement (answers-postgres.ts). The saves of the API
 * tests (answers.test.ts, answers-session.test.ts) run through it on both databases; these cases
 * hold what only the batching can get wrong: saves of many candidates in one statement, each with
 * its own outcome; two saves of one attempt in separate statements; one save's failure kept from
 * the others of its batch.
 */
describe.skipIf(!process.env.DATABASE_URL)('answer saves batched on PostgreSQL', () => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest('postgres', { candidates: 4 });
  });
  afterAll(() => c.t.close());

  /** Every candidate starts a fresh exam; their attempt ids, in the candidates' order. */
  async function startedAttempts() {
    c.clock.set(EXAM_DAY + 10 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    return Promise.all(c.candidates.map(async (candidate) => data(await candidate.api.start(publicationId)).attemptId));
  }

  const save = (attemptId: number, owner: SaveOwner, questionId: number, seq: number, choices: string): SaveStatementInput => ({
    attemptId,
    questionId,
    owner,
    arrivedAt: c.clock.now(),
    seq,
    choices,
    text: '',
    flagged: 0,
    answered: choices === '' ? 0 : 1,
  });

  const run = (input: SaveStatementInput) => runSaveStatement(c.t.app.db, input, (row) => acceptsAnswers(row, input.arrivedAt));

  /** Counts the save statements sent while `work` runs. */
  async function saveStatementsDuring(work: () => Promise<unknown>) {
    const statements = vi.spyOn(c.t.app.db, 'executeQuery');
    try {
      await work();
      return statements.mock.calls.filter(([query]) => 'sql' in query && query.sql.includes('insert into attempt_answers')).length;
    } finally {
      statements.mockRestore();
    }
  }

  it('stores the saves of many candidates arriving together in one statement, each with its own outcome', async () => {
    const attempts = await startedAttempts();
    const questionId = c.bank.single[0]!;
    const [alice, bruno, chen] = c.candidates;
    // By student and by session alike; Dana's attempt is claimed by Chen, which finds no attempt.
    const inputs = [
      save(attempts[0]!, { studentId: alice!.studentId }, questionId, 1, 'A'),
      save(attempts[1]!, { tokenHash: hashToken(bruno!.token), now: Date.now(), permission: PERMISSION.STUDENT_EXAM }, questionId, 1, 'B'),
      save(
        attempts[2]!,
        { tokenHash: hashToken('not-a-session'), now: Date.now(), permission: PERMISSION.STUDENT_EXAM },
        questionId,
        1,
        'C',
      ),
      save(attempts[3]!, { studentId: chen!.studentId }, questionId, 1, 'D'),
    ];
    let outcomes: Awaited<ReturnType<typeof run>>[] = [];
    const statements = await saveStatementsDuring(async () => {
      outcomes = await Promise.all(inputs.map(run));
    });
    expect(statements).toBe(1);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['stored', 'stored', 'missing', 'missing']);
    expect((await storedAnswers(c, attempts[0]!)).map((answer) => answer.choices)).toEqual(['A']);
    expect((await storedAnswers(c, attempts[1]!)).map((answer) => answer.choices)).toEqual(['B']);
    expect(await storedAnswers(c, attempts[2]!)).toEqual([]);
    expect(await storedAnswers(c, attempts[3]!)).toEqual([]);

    // The same saves again: the stored seq is newer-or-equal, nothing changes.
    const again = await Promise.all(inputs.slice(0, 2).map(run));
    expect(again.map((outcome) => outcome.kind)).toEqual(['newer', 'newer']);
  });

  it('sends two saves of one attempt in separate statements, and counts both answers', async () => {
    const [attemptId] = await startedAttempts();
    const owner = { studentId: c.alice.studentId };
    const [first, second] = [c.bank.single[0]!, c.bank.single[1]!];
    let outcomes: Awaited<ReturnType<typeof run>>[] = [];
    const statements = await saveStatementsDuring(async () => {
      outcomes = await Promise.all([run(save(attemptId!, owner, first, 1, 'A')), run(save(attemptId!, owner, second, 1, 'B'))]);
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['stored', 'stored']);
    expect(statements).toBe(2);
    expect((await storedAttempt(c, attemptId!)).answeredCount).toBe(2);
  });

  it("keeps one save's failure from the others of its batch: they are stored, it alone is refused", async () => {
    const attempts = await startedAttempts();
    const questionId = c.bank.single[0]!;
    const inputs = c.candidates.map((candidate, i) => save(attempts[i]!, { studentId: candidate.studentId }, questionId, 1, 'A'));
    // Longer than the column holds: no API save gets here (the answer is checked first), but a
    // statement can fail for one save (a deadlock, a constraint) and must not fail the rest.
    inputs[1] = { ...inputs[1]!, choices: 'A'.repeat(40) };
    const settled = await Promise.allSettled(inputs.map(run));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    for (const [i, attemptId] of attempts.entries())
      expect((await storedAnswers(c, attemptId)).map((answer) => answer.choices)).toEqual(i === 1 ? [] : ['A']);
  });
});
