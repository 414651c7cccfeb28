import { API, type KnowledgeRecord, type Paged, type QuestionRecord } from '@kaoshi/contracts';
import { expectOk, withQuery } from '../../../test/fixtures.js';
import type { TestApp } from '../../../test/harness.js';

/** Shared setup of the question-bank tests: question bodies, calls, and a paper put together in SQL. */

export type Body = Record<string, unknown>;

/** A valid single-choice question, its stem unique by `n`. */
export const singleChoice = (courseId: number, n: number, changes: Body = {}): Body => ({
  courseId,
  knowledgeId: null,
  type: 0,
  stem: `<p>Question ${n}: which tool cuts steel?</p>`,
  options: ['<p>Plasma cutter</p>', '<p>Paint brush</p>', '<p>Sponge</p>'],
  answer: ['A'],
  score: 2,
  difficulty: 3,
  explanation: '<p>Plasma cuts conductive metals.</p>',
  hasVideo: 0,
  ...changes,
});

export async function addQuestion(t: TestApp, token: string, body: Body) {
  return expectOk(
    await t.call<QuestionRecord>({ method: 'POST', url: API.addQuestion, token, payload: body }),
    `addQuestion ${String(body.stem)}`,
  );
}

export async function listQuestions(t: TestApp, token: string, query: Record<string, string | number>) {
  return expectOk(
    await t.call<Paged<QuestionRecord>>({ method: 'GET', url: withQuery(API.listQuestion, { limit: 500, ...query }), token }),
    'listQuestion',
  );
}

export async function addKnowledge(t: TestApp, token: string, courseId: number, code: string, parent: KnowledgeRecord | null = null) {
  const payload = { courseId, parentId: parent?.knowledgeId ?? null, type: parent ? 'kn' : 'cn', code, name: `Point ${code}`, weight: 0 };
  return expectOk(await t.call<KnowledgeRecord>({ method: 'POST', url: API.addKnowledge, token, payload }), `addKnowledge ${code}`);
}

/** A fixed paper holding the questions, written straight to the database (the papers module is not under test here). */
export async function putOnPaper(t: TestApp, courseId: number, name: string, questionIds: readonly number[]) {
  const now = Date.now();
  const { id } = await t.app.db
    .insertInto('papers')
    .values({
      courseId,
      name,
      mode: 'fixed',
      totalScore: questionIds.length * 2,
      passScore: 1,
      durationMinutes: 60,
      shuffleQuestions: 0,
      shuffleOptions: 0,
      questionCount: questionIds.length,
      locked: 0,
      copiedFromId: null,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (questionIds.length === 0) return id;
  await t.app.db
    .insertInto('paperQuestions')
    .values(questionIds.map((questionId, position) => ({ paperId: id, questionId, position, score: 2 })))
    .execute();
  return id;
}

/** What a question says, without ids and timestamps: what an export and import must keep. */
export const contentOf = (q: QuestionRecord) => ({
  type: q.type,
  stem: q.stem,
  options: q.options,
  answer: q.answer,
  score: q.score,
  difficulty: q.difficulty,
  knowledgeCode: q.knowledgeCode,
  explanation: q.explanation,
  linkUrl: q.linkUrl,
  hasVideo: q.hasVideo,
});
