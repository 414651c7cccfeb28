import { API, type KnowledgeRecord, type Paged, type QuestionRecord } from '@kaoshi/contracts';
import { expectOk, withQuery } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';

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

/** A valid fill-in question with two blanks (1 point for "oxygen"/"O2", 2 for 3.14 ± 0.01). */
export const fillBlank = (courseId: number, n: number, changes: Body = {}): Body => ({
  courseId,
  knowledgeId: null,
  type: 4,
  stem: `<p>Blank ${n}: welding needs {{1}} and pi is {{2}}.</p>`,
  score: 3,
  spec: {
    blanks: [
      { accepted: ['oxygen', 'O2'], points: 1 },
      { accepted: ['pi'], points: 2, numeric: { value: 3.14, tolerance: 0.01 } },
    ],
    anyOrder: false,
  },
  ...changes,
});

/** A valid short-answer question (5 points, two scoring points). */
export const shortAnswer = (courseId: number, n: number, changes: Body = {}): Body => ({
  courseId,
  knowledgeId: null,
  type: 5,
  stem: `<p>Short ${n}: why preheat thick steel?</p>`,
  score: 5,
  spec: {
    scoringPoints: [
      { text: 'Slows cooling', points: 2 },
      { text: 'Avoids cracking', points: 3 },
    ],
    referenceAnswer: '<p>Preheating slows cooling and so avoids cold cracking.</p>',
  },
  ...changes,
});

/** A valid essay question (10 points, 50–2000 characters). */
export const essay = (courseId: number, n: number, changes: Body = {}): Body => ({
  courseId,
  knowledgeId: null,
  type: 6,
  stem: `<p>Essay ${n}: discuss weld inspection.</p>`,
  score: 10,
  spec: { scoringPoints: [], referenceAnswer: '', minLength: 50, maxLength: 2000 },
  ...changes,
});

/** A valid composite: a material, a single choice (2) and a short answer (5): 7 points. */
export const composite = (courseId: number, n: number, changes: Body = {}): Body => ({
  courseId,
  knowledgeId: null,
  type: 7,
  stem: `<p>Case ${n}: a welder on site reports porosity.</p><table><tbody><tr><td>Gas</td><td>Argon</td></tr></tbody></table>`,
  score: 7,
  subQuestions: [partOf(singleChoice(courseId, 1000 + n)), partOf(shortAnswer(courseId, 1000 + n))],
  ...changes,
});

/** A question body as a composite's part: without the course and knowledge point (the composite's). */
export function partOf(body: Body): Body {
  const part = { ...body };
  delete part.courseId;
  delete part.knowledgeId;
  return part;
}
