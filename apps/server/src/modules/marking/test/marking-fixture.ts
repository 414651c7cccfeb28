import {
  API,
  type AnswerKeyCorrection,
  type AnswerSheet,
  type Envelope,
  type MarkingCandidate,
  type MarkingState,
  PERMISSION,
  type Paged,
  type RescoreLogEntry,
} from '@kaoshi/contracts';
import { withQuery } from '../../../test/fixtures.js';
import { teacherWith } from '../../../test/org.js';
import {
  type Candidate,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  type PublicationFields,
  startExamTest,
} from '../../attempts/test/attempt-fixture.js';

/**
 * Marking tests: the attempts' exam context (attempt-fixture.ts: paper `withTask` is single B 2,
 * single B 2, multiple A+C 4, true/false A 2 and a 10-point external link; pass 6) and two
 * examiners holding MARKINGPAPERS only.
 */
export interface MarkingContext extends ExamContext {
  examiner: string;
  second: string;
  calls: ReturnType<typeof markingCalls>;
}

let examinerSerial = 0;

export async function startMarkingTest(kind: 'sqlite' | 'postgres'): Promise<MarkingContext> {
  const c = await startExamTest(kind, { candidates: 4 });
  const serial = ++examinerSerial;
  const examiner = await teacherWith(c.t, c.admin, `marker${serial}a`, [PERMISSION.MARKING_PAPERS]);
  const second = await teacherWith(c.t, c.admin, `marker${serial}b`, [PERMISSION.MARKING_PAPERS]);
  return { ...c, examiner, second, calls: markingCalls(c) };
}

export function markingCalls(c: ExamContext) {
  const get = async <T>(url: string, token: string) => (await c.t.call<T>({ method: 'GET', url, token })).body;
  const post = async <T>(url: string, token: string, payload: object) => (await c.t.call<T>({ method: 'POST', url, token, payload })).body;
  return {
    list: (token: string, query: Record<string, string | number>) =>
      get<Paged<MarkingCandidate>>(withQuery(API.listMarkingCandidates, query), token),
    sheet: (token: string, attemptId: number) => get<AnswerSheet>(`${API.getAnswerSheet}/${attemptId}`, token),
    hold: (token: string, attemptId: number) => post<MarkingState>(API.holdAttempt, token, { attemptId }),
    release: (token: string, attemptId: number) => post<MarkingState>(API.releaseAttempt, token, { attemptId }),
    score: (token: string, attemptId: number, questionId: number, score: number, comment = ''): Promise<Envelope<MarkingState>> =>
      post<MarkingState>(API.scoreAnswer, token, { attemptId, questionId, score, comment }),
    correctKey: (token: string, questionId: number, answer: string[], reason = 'Key was wrong') =>
      post<AnswerKeyCorrection>(API.correctAnswerKey, token, { questionId, answer, reason }),
    rescoreLog: (token: string, questionId: number) => get<RescoreLogEntry[]>(withQuery(API.listRescoreLog, { questionId }), token),
  };
}

/** A published exam with the task paper, open now (09:05 on the exam day). */
export async function taskExam(c: ExamContext, fields: Partial<PublicationFields> = {}) {
  c.clock.set(EXAM_DAY + 5 * MINUTE);
  return insertPublication(c, { paperId: c.papers.withTask, ...fields });
}

/**
 * The candidate sits and submits: answers by question id (choices, or text for the task).
 * Returns the attempt id and the question order the candidate was shown.
 */
export async function sit(candidate: Candidate, publicationId: number, answers: Record<number, string[] | string>) {
  const session = data(await candidate.api.start(publicationId));
  for (const [questionId, answer] of Object.entries(answers)) {
    data(
      await candidate.api.save(
        session.attemptId,
        Number(questionId),
        1,
        typeof answer === 'string' ? { text: answer } : { choices: answer },
      ),
    );
  }
  data(await candidate.api.submit(session.attemptId));
  return { attemptId: session.attemptId, order: session.questions.map((question) => question.questionId) };
}
