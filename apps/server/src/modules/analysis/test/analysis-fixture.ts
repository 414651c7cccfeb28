import { EXAM_STATUS, GRADING_STATE, PASS_FLAG } from '@kaoshi/contracts';
import { EXAM_DAY, type ExamContext, insertPublication, MINUTE, startExamTest } from '../../attempts/test/attempt-fixture.js';

/**
 * Analysis tests write marked attempts straight into the tables: the statistics only read what
 * submission and marking store (final_score, passed, attempt_answers rows with their maxima).
 * The paper: q1 single 2, q2 single 2, q3 multiple 4 (key A,C), q4 true/false 2 — total 10, pass 6.
 */
export interface MarkedAnswer {
  choices: string;
  score: number;
}

export interface AnalysisContext extends ExamContext {
  questions: [number, number, number, number];
  /**
   * Inserts a submitted, graded attempt (the candidate's next one); `answers` per question (undefined: unanswered). Its
   * answer rows are what submission stores: one per question with its maximum, unanswered ones
   * with choices '' and 0 points; `beforeMigration6`: what it stored before migration 0006 (only
   * the answered questions, no maximum), for the backfill test.
   */
  sit(
    publicationId: number,
    studentId: number,
    answers: (MarkedAnswer | undefined)[],
    minutes?: number,
    beforeMigration6?: boolean,
  ): Promise<number>;
  publish(kind?: 'normal' | 'supplementary', parentPublicationId?: number): Promise<number>;
}

const MAX = [2, 2, 4, 2];

export async function startAnalysisTest(kind: 'sqlite' | 'postgres'): Promise<AnalysisContext> {
  const c = await startExamTest(kind, { candidates: 4 });
  const questions: AnalysisContext['questions'] = [c.bank.single[0]!, c.bank.single[1]!, c.bank.multiple[0]!, c.bank.trueFalse[0]!];
  const paper = JSON.stringify(
    questions.map((questionId, i) => ({
      questionId,
      type: 0,
      stem: '',
      options: [],
      linkUrl: '',
      score: MAX[i],
      answer: [],
      explanation: '',
    })),
  );
  let serial = 0;
  const sit: AnalysisContext['sit'] = async (publicationId, studentId, answers, minutes = 20, beforeMigration6 = false) => {
    const finalScore = answers.reduce((sum, answer) => sum + (answer?.score ?? 0), 0);
    // A second sitting of the same exam is the candidate's next attempt.
    const earlier = await c.t.app.db
      .selectFrom('attempts')
      .select('id')
      .where('publicationId', '=', publicationId)
      .where('studentId', '=', studentId)
      .execute();
    const { id } = await c.t.app.db
      .insertInto('attempts')
      .values({
        publicationId,
        studentId,
        attemptNo: earlier.length + 1,
        status: EXAM_STATUS.SUBMITTED,
        paper,
        questionCount: 4,
        totalScore: 10,
        passScore: 6,
        startedAt: EXAM_DAY,
        deadlineAt: EXAM_DAY + 30 * MINUTE,
        submittedAt: EXAM_DAY + minutes * MINUTE,
        // Scored as inserted: the sweep must not score it again from its answers.
        scoredAt: EXAM_DAY + minutes * MINUTE,
        lastSeenAt: null,
        extraMs: 0,
        answeredCount: answers.filter(Boolean).length,
        tabSwitches: 0,
        objectiveScore: finalScore,
        manualScore: null,
        gradingState: GRADING_STATE.GRADED,
        finalScore,
        passed: finalScore >= 6 ? PASS_FLAG.PASSED : PASS_FLAG.FAILED,
        createdAt: EXAM_DAY + serial++,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = questions.flatMap((questionId, i) => {
      const answer = answers[i];
      if (beforeMigration6)
        return answer
          ? [
              {
                attemptId: id,
                questionId,
                choices: answer.choices,
                text: '',
                flagged: 0,
                seq: i + 1,
                savedAt: EXAM_DAY,
                score: answer.score,
              },
            ]
          : [];
      const stored = { choices: answer?.choices ?? '', seq: answer ? i + 1 : 0, score: answer?.score ?? 0 };
      return [{ attemptId: id, questionId, ...stored, text: '', flagged: 0, savedAt: EXAM_DAY, maxScore: MAX[i]! }];
    });
    if (rows.length > 0) await c.t.app.db.insertInto('attemptAnswers').values(rows).execute();
    return id;
  };
  const publish: AnalysisContext['publish'] = (kind = 'normal', parentPublicationId) =>
    insertPublication(c, { paperId: c.papers.objective, kind, parentPublicationId: parentPublicationId ?? null, name: `Exam ${++serial}` });
  return { ...c, questions, sit, publish };
}

/** Right / wrong answers of the fixed paper. */
export const right = [
  { choices: 'B', score: 2 },
  { choices: 'B', score: 2 },
  { choices: 'A,C', score: 4 },
  { choices: 'A', score: 2 },
] as const;
export const wrong = [
  { choices: 'A', score: 0 },
  { choices: 'C', score: 0 },
  { choices: 'A', score: 0 },
  { choices: 'B', score: 0 },
] as const;

/**
 * The hand-computed data set: totals 10, 8, 8, 4 (ranks 1, 2, 2, 4); Dana fails (pass 6).
 * alice all right; bruno wrong q4; chen wrong q2; dana wrong q3, q4 unanswered.
 */
export async function sitStandardExam(c: AnalysisContext, publicationId: number) {
  const [alice, bruno, chen, dana] = c.candidates.map((candidate) => candidate.studentId);
  await c.sit(publicationId, alice!, [right[0], right[1], right[2], right[3]], 10);
  await c.sit(publicationId, bruno!, [right[0], right[1], right[2], wrong[3]], 20);
  await c.sit(publicationId, chen!, [right[0], wrong[1], right[2], right[3]], 25);
  await c.sit(publicationId, dana!, [right[0], right[1], wrong[2], undefined], 30);
}
