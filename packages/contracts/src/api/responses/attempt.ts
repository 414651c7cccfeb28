import { z } from 'zod';
import { API } from '../paths.js';
import { scoreReport, writtenQuestionFacts } from './shared.js';

/** The answers of the /attempt/ calls (generated from the API tests' answers, then read against the code). */

const candidate = z.strictObject({
  studentId: z.number(),
  username: z.string(),
  admissionNumber: z.string(),
  name: z.string(),
  photo: z.string(),
  className: z.string(),
});

const integrity = z.strictObject({
  fullscreenRequired: z.number(),
  tabSwitchLimit: z.number(),
  blockCopyPaste: z.number(),
});

const examResult = z.strictObject({
  score: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  passed: z.number(),
  pending: z.boolean(),
});

const myExam = z.strictObject({
  publicationId: z.number(),
  name: z.string(),
  kind: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  durationMinutes: z.number(),
  questionCount: z.number(),
  totalScore: z.number(),
  status: z.number(),
  attemptId: z.number().nullable(),
  attemptsUsed: z.number(),
  attemptsAllowed: z.number(),
  canEnter: z.boolean(),
  resultVisibility: z.string(),
  result: examResult.nullable(),
});

const startAttemptData = z.strictObject({
  attemptId: z.number(),
  publicationId: z.number(),
  name: z.string(),
  status: z.number(),
  startedAt: z.number(),
  deadlineAt: z.number(),
  serverNow: z.number(),
  candidate,
  integrity,
  tabSwitches: z.number(),
  order: z.array(z.strictObject({ questionId: z.number(), options: z.array(z.number()) })),
  contentUrl: z.string(),
  answers: z.array(
    z.strictObject({
      questionId: z.number(),
      choices: z.array(z.string()),
      text: z.string(),
      seq: z.number(),
      flagged: z.boolean(),
    }),
  ),
});

export const attemptResponses = {
  [`GET ${API.myExams}`]: z.strictObject({
    serverNow: z.number(),
    exams: z.array(myExam),
  }),
  [`GET ${API.examRoom}/:publicationId`]: z.strictObject({
    serverNow: z.number(),
    exam: myExam.extend({ result: z.unknown() /* only null in the tests */ }),
    candidate,
    notice: z
      .strictObject({
        title: z.string(),
        content: z.string(),
        minReadingSeconds: z.number(),
      })
      .nullable(),
    integrity,
  }),
  [`POST ${API.startAttempt}`]: startAttemptData,
  [`GET ${API.attemptSession}/:attemptId`]: startAttemptData,
  // Candidate-safe content (paper-content.ts): options by their text, never a key.
  [`GET ${API.paperContent}/:paperId/:version`]: z.strictObject({
    paperId: z.number(),
    version: z.string(),
    questions: z.array(
      z.strictObject({
        questionId: z.number(),
        type: z.number(),
        stem: z.string(),
        options: z.array(z.string()),
        linkUrl: z.string(),
        score: z.number(),
        ...writtenQuestionFacts,
      }),
    ),
  }),
  [`POST ${API.saveAnswer}`]: z.strictObject({
    questionId: z.number(),
    seq: z.number(),
    applied: z.boolean(),
    deadlineAt: z.number(),
    serverNow: z.number(),
  }),
  [`POST ${API.submitAttempt}`]: z.strictObject({
    attemptId: z.number(),
    status: z.number(),
    submittedAt: z.number(),
    result: examResult.nullable(),
  }),
  [`POST ${API.reportIntegrity}`]: z.strictObject({
    recorded: z.boolean(),
    status: z.number(),
    tabSwitches: z.number(),
  }),
  [`GET ${API.myScoreReport}/:attemptId`]: scoreReport,
  [`GET ${API.serverTime}`]: z.strictObject({
    serverNow: z.number(),
  }),
};
