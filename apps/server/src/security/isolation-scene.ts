import { type Envelope, STATUS } from '@kaoshi/contracts';
import { expect } from 'vitest';
import {
  type Candidate,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  startExamTest,
} from '../modules/attempts/test/attempt-fixture.js';
import { liveSocketUrl } from '../modules/live/test/live-test-client.js';

/**
 * The candidate-isolation test's exam: one published exam for a batch of three and a draft for
 * the same batch. Alice has submitted (graded, her result shown at once), Bruno is answering,
 * Chen has not started (he is the one whose password and sessions the probes may change), and
 * an outsider of another batch sits nothing.
 */
export interface IsolationScene {
  c: ExamContext;
  alice: Candidate & { attemptId: number };
  bruno: Candidate & { attemptId: number };
  chen: Candidate;
  outsider: Candidate;
  publicationId: number;
  draftPublicationId: number;
  socketUrl: string;
}

export async function startIsolationScene(kind: 'sqlite' | 'postgres'): Promise<IsolationScene> {
  const c = await startExamTest(kind, { candidates: 3 });
  await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  const publicationId = await insertPublication(c, { paperId: c.papers.objective, resultVisibility: 'immediate' });
  const draftPublicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Not published yet', state: 'draft' });
  c.clock.set(EXAM_DAY + 5 * MINUTE);

  const aliceSession = data(await c.alice.api.start(publicationId));
  for (const question of aliceSession.questions)
    data(await c.alice.api.save(aliceSession.attemptId, question.questionId, 1, { choices: ['A'] }));
  data(await c.alice.api.submit(aliceSession.attemptId));
  const brunoSession = data(await c.bruno.api.start(publicationId));
  data(await c.bruno.api.save(brunoSession.attemptId, brunoSession.questions[0]!.questionId, 1, { choices: ['B'] }));

  return {
    c,
    alice: { ...c.alice, attemptId: aliceSession.attemptId },
    bruno: { ...c.bruno, attemptId: brunoSession.attemptId },
    chen: c.candidates[2]!,
    outsider: c.outsider,
    publicationId,
    draftPublicationId,
    socketUrl: liveSocketUrl(c.t.app),
  };
}

/** Everything a candidate's calls could change: attempts, answers, integrity events, accounts. */
export async function candidateState({ c }: IsolationScene) {
  const { db } = c.t.app;
  return {
    attempts: await db.selectFrom('attempts').selectAll().orderBy('id').execute(),
    answers: await db.selectFrom('attemptAnswers').selectAll().orderBy('attemptId').orderBy('questionId').execute(),
    events: await db.selectFrom('attemptEvents').selectAll().orderBy('attemptId').orderBy('at').orderBy('kind').execute(),
    accounts: await db.selectFrom('users').select(['id', 'passwordHash', 'locked', 'updatedAt']).orderBy('id').execute(),
  };
}

/** Runs calls made with someone else's ids and checks they changed nothing at all. */
export async function changesNothing(scene: IsolationScene, calls: () => Promise<unknown>) {
  const before = await candidateState(scene);
  await calls();
  expect(await candidateState(scene)).toEqual(before);
}

/** Nothing in a refused answer names the candidate it was about. */
export function expectNoTrace(body: unknown, of: Candidate) {
  const text = JSON.stringify(body);
  expect(text).not.toContain(of.name);
  expect(text).not.toContain(of.username);
}

export const MISSING_ID = 999_999;

/**
 * Another candidate's id is answered exactly as an id that does not exist (40400, the same
 * message with the id in it), so the answer tells nobody that it exists.
 */
export async function expectRefusedAsMissing(call: (id: number) => Promise<Envelope<unknown>>, id: number, owner: Candidate) {
  const refused = await call(id);
  const missing = await call(MISSING_ID);
  expect(refused.status).toBe(STATUS.NOT_FOUND);
  expect(refused).toEqual(JSON.parse(JSON.stringify(missing).replaceAll(String(MISSING_ID), String(id))));
  expectNoTrace(refused, owner);
}

/** A probe of one candidate operation: what it proves, and the calls that prove it. */
export type IsolationProbe = { proves: string; run: (s: IsolationScene) => Promise<void> };

/** One call's envelope, whatever its status. */
export const callBody = async <T>(s: IsolationScene, options: Parameters<IsolationScene['c']['t']['call']>[0]): Promise<Envelope<T>> =>
  (await s.c.t.call<T>(options)).body;
