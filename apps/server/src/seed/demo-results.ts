import { type Lang, type OptionKey, OPTION_KEYS, QUESTION_TYPE, USER_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { createCandidateAccount } from '../modules/accounts/index.js';
import { holdAttempt, releaseAttempt, scoreTask } from '../modules/marking/index.js';
import { type FrozenPaper, readFrozenPaper, toDisplayedLetters } from '../modules/exam-core/index.js';
import { backdateAttempt, saveAnswer, scoreQueue, startAttempt, submitAttempt } from '../modules/attempts/index.js';
import type { Viewer } from '../types.js';
import { demoExamSource, demoPublicationRow } from './demo-exam.js';
import { DEMO_TEXT } from './demo-text/index.js';

/**
 * A finished exam next to the demo's open one, so ranking, pass statistics, item analysis,
 * mastery and the dashboard have something to show on the first login: a second batch of six
 * candidates sat the demo paper yesterday; five sat it (three passed, two failed), one was
 * absent, and the examiner marked every practical task. The results are not written by hand:
 * each candidate starts an attempt (the paper is frozen and shuffled as for anyone), saves
 * answers, submits (objective scoring), and the admin holds and scores the task (manual
 * marking), all through the code the API runs. Afterwards the window is moved to yesterday,
 * which closes it. Worded in `language` (seed/demo-text/). Runs once, after seedDemoExam: the
 * batch code, not a name, tells whether it ran, whatever language it was seeded in.
 */
// The finished demo exam's name in English, the language the tests and e2e runs seed in.
export const DEMO_FINISHED_PUBLICATION_NAME = DEMO_TEXT.en.finishedPublication;
export const DEMO_FINISHED_CLASS_CODE = 'DEMO-B0';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** The candidates in DemoText['candidates'] order. */
interface DemoCandidate {
  username: string;
  /** Demo question numbers (1–12, the bank's order) answered wrongly; the rest are right. */
  wrong: number[];
  /** Unanswered ones. */
  blank?: number[];
  /** The examiner's mark for the practical task (of 6); undefined: absent, never started. */
  task?: number;
  minutes?: number;
}

const CANDIDATES: DemoCandidate[] = [
  { username: 'demo01', wrong: [], task: 6, minutes: 21 },
  { username: 'demo02', wrong: [4, 8], task: 5, minutes: 26 },
  { username: 'demo03', wrong: [3, 7, 10], task: 4, minutes: 29 },
  { username: 'demo04', wrong: [1, 4, 6, 8], blank: [11], task: 2, minutes: 30 },
  { username: 'demo05', wrong: [2, 3, 4, 5, 7, 8, 9], task: 0, minutes: 17 },
  { username: 'demo06', wrong: [] },
];

/** A wrong choice for a question: the first option that is not in its key. */
const wrongChoice = (question: FrozenPaper[number]): OptionKey[] => {
  const keys = OPTION_KEYS.slice(0, Math.max(question.options.length, 2));
  return [keys.find((key) => !question.answer.includes(key))!];
};

export async function seedDemoResults(app: FastifyInstance, language: Lang) {
  const { db } = app;
  const text = DEMO_TEXT[language];
  const done = await db.selectFrom('classes').select('id').where('code', '=', DEMO_FINISHED_CLASS_CODE).executeTakeFirst();
  const demo = await demoExamSource(db);
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (done || !demo || !admin) return;
  const now = app.clock.now();
  const student = await db.selectFrom('users').select('passwordHash').where('username', '=', 'student').executeTakeFirst();
  const bank = await db.selectFrom('paperQuestions').select('questionId').where('paperId', '=', demo.paperId).orderBy('position').execute();
  const number = new Map(bank.map((row, index) => [row.questionId, index + 1]));
  const stamps = { createdAt: now, updatedAt: now };

  const classId = (
    await db
      .insertInto('classes')
      .values({
        subjectId: demo.subjectId,
        name: text.certifiedBatch,
        code: DEMO_FINISHED_CLASS_CODE,
        year: new Date(now).getUTCFullYear(),
        registrationOpensAt: null,
        registrationClosesAt: null,
        plannedExamDate: null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  // Open for the seeding only; closed (moved to yesterday) at the end.
  const publicationId = (
    await db
      .insertInto('publications')
      .values(
        // No notice: its minimum reading time would hold back the seeded starts, and the exam is long over.
        demoPublicationRow(demo, now, { name: text.finishedPublication, noticeId: null, startsAt: now - MINUTE, endsAt: now + DAY_MS }),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('publicationClasses').values({ publicationId, classId }).execute();

  const examiner: Viewer = {
    userId: admin.id,
    username: 'admin',
    userType: USER_TYPE.ADMIN,
    roles: [],
    permissions: new Set(),
    isSuperAdmin: true,
    tokenHash: '',
    sessionExpiresAt: now + DAY_MS,
    passwordChangeDue: false,
  };
  const finished: { attemptId: number; minutes: number }[] = [];
  for (const [index, candidate] of CANDIDATES.entries()) {
    const account = {
      username: candidate.username,
      nickName: text.candidates[index]!,
      passwordHash: student?.passwordHash ?? '!',
      classId,
    };
    const studentId = await createCandidateAccount(db, account, now);
    if (candidate.task === undefined) continue;

    const { attemptId } = await startAttempt(app, studentId, publicationId);
    const paper = (await readFrozenPaper(db, attemptId))!;
    let seq = 0;
    for (const question of paper) {
      const n = number.get(question.questionId)!;
      if (candidate.blank?.includes(n)) continue;
      const answer =
        question.type === QUESTION_TYPE.EXTERNAL_LINK
          ? { choices: [], text: text.taskAnswer }
          : {
              // The candidate sends the letters shown on their (shuffled) paper, not the bank's keys.
              choices: toDisplayedLetters(
                question.options.map((option) => option.key).join(''),
                candidate.wrong.includes(n) ? wrongChoice(question) : question.answer,
              ),
              text: '',
            };
      await saveAnswer(app, studentId, { attemptId, questionId: question.questionId, seq: ++seq, answer, flagged: false }, app.clock.now());
    }
    await submitAttempt(app, studentId, attemptId);
    // Scoring follows the submit; the examiner marks a scored attempt.
    await scoreQueue(app).idle();
    await holdAttempt(app, attemptId, examiner);
    for (const task of paper.filter((question) => question.type === QUESTION_TYPE.EXTERNAL_LINK)) {
      await scoreTask(app, { attemptId, questionId: task.questionId, score: candidate.task, comment: '' }, examiner);
    }
    await releaseAttempt(app, attemptId, examiner);
    finished.push({ attemptId, minutes: candidate.minutes ?? 30 });
  }

  // Yesterday 09:00–11:00 (server time), each attempt as long as the candidate took.
  const examStart = Math.floor((now - DAY_MS) / DAY_MS) * DAY_MS + 9 * 60 * MINUTE;
  await db
    .updateTable('publications')
    .set({ startsAt: examStart, endsAt: examStart + 120 * MINUTE, publishedAt: examStart - DAY_MS })
    .where('id', '=', publicationId)
    .execute();
  for (const [index, { attemptId, minutes }] of finished.entries()) {
    const startedAt = examStart + (index + 1) * MINUTE;
    await backdateAttempt(db, attemptId, { startedAt, deadlineAt: startedAt + 30 * MINUTE, submittedAt: startedAt + minutes * MINUTE });
  }
  await db
    .updateTable('markingHolds')
    .set({ expiresAt: examStart + 180 * MINUTE })
    .where(
      'attemptId',
      'in',
      finished.map((row) => row.attemptId),
    )
    .execute();
  await db
    .updateTable('markingScores')
    .set({ scoredAt: examStart + 180 * MINUTE })
    .where(
      'attemptId',
      'in',
      finished.map((row) => row.attemptId),
    )
    .execute();
}
