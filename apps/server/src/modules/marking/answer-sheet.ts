import { type AnswerSheet, type ExamStatus, needsExaminerMark, QUESTION_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import { legalName } from '../../lib/legal-identity.js';
import { choicesFromColumn, FROZEN_PAPER_COLUMNS, frozenPaperOf } from '../exam-core/index.js';
import { activeHold } from './holds.js';

/**
 * GET getAnswerSheet/:attemptId: the frozen paper in the candidate's order (options too), each
 * question with the key, the candidate's answer and its score; tasks with the examiner's score
 * and comment. Staff only (MARKINGPAPERS): it carries every answer key.
 */
export async function answerSheet(app: FastifyInstance, attemptId: number): Promise<AnswerSheet> {
  const attempt = await app.db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .innerJoin('users', 'users.id', 'attempts.studentId')
    .select([
      'attempts.id as attemptId',
      'attempts.publicationId',
      'publications.name as publicationName',
      'attempts.studentId',
      'users.username',
      legalName().as('name'),
      'attempts.status',
      'attempts.submittedAt',
      'attempts.totalScore',
      'attempts.passScore',
      'attempts.objectiveScore',
      'attempts.manualScore',
      'attempts.gradingState',
      'attempts.finalScore',
      'attempts.passed',
      ...FROZEN_PAPER_COLUMNS,
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound('markingAttemptNotFound');
  const [answers, marks] = await Promise.all([
    app.db.selectFrom('attemptAnswers').select(['questionId', 'choices', 'text', 'score']).where('attemptId', '=', attemptId).execute(),
    app.db.selectFrom('markingScores').select(['questionId', 'score', 'comment']).where('attemptId', '=', attemptId).execute(),
  ]);
  const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
  const markOf = new Map(marks.map((mark) => [mark.questionId, mark]));
  const now = app.clock.now();
  const { paper, sitting, versionQuestions, ...summary } = attempt;
  return {
    ...summary,
    status: attempt.status as ExamStatus,
    hold: await activeHold(app.db, attemptId, now),
    serverNow: now,
    questions: frozenPaperOf({ paper, sitting, versionQuestions }).map((question) => {
      const answer = answerOf.get(question.questionId);
      const mark = markOf.get(question.questionId);
      // External-link tasks, short answers and essays are the examiner's (docs/REQUIREMENTS.md §7).
      const isTask = needsExaminerMark(question.type);
      return {
        questionId: question.questionId,
        type: question.type,
        stem: question.stem,
        options: question.options.map((option) => ({ key: option.key, content: option.content })),
        linkUrl: question.linkUrl,
        score: question.score,
        answer: question.answer,
        explanation: question.explanation,
        // The written types' key (accepted answers, scoring points, reference answer): staff only, like the answer.
        ...(question.spec === undefined ? {} : { spec: question.spec }),
        ...(question.parentId === undefined ? {} : { parentId: question.parentId }),
        choices: answer ? choicesFromColumn(answer.choices) : [],
        text: answer?.text ?? '',
        // A task's score is the examiner's; an objective answer's is the stored one (an unanswered question earned 0 once submitted).
        earned:
          question.type === QUESTION_TYPE.COMPOSITE
            ? null
            : isTask
              ? (mark?.score ?? null)
              : (answer?.score ?? (attempt.objectiveScore === null ? null : 0)),
        comment: mark?.comment ?? '',
      };
    }),
  };
}
