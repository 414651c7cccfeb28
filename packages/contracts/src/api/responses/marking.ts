import { z } from 'zod';
import { API } from '../paths.js';
import { binary, XLSX } from './define.js';
import { previewQuestion, rescoredAttempt, scoreReport } from './shared.js';

/** The answers of the /marking/ calls (generated from the API tests' answers, then read against the code). */

const markingHold = z.strictObject({
  examinerId: z.number(),
  examinerName: z.string(),
  expiresAt: z.number(),
});

export const markingResponses = {
  [`GET ${API.listMarkingCandidates}`]: z.strictObject({
    list: z.array(
      z.strictObject({
        studentId: z.number(),
        username: z.string(),
        name: z.string(),
        className: z.string(),
        attemptId: z.number().nullable(),
        status: z.number(),
        objectiveScore: z.number().nullable(),
        manualScore: z.number().nullable(),
        gradingState: z.number().nullable(),
        finalScore: z.number().nullable(),
        passed: z.number().nullable(),
        submittedAt: z.number().nullable(),
        gradingBy: z.string().nullable(),
        absent: z.boolean(),
      }),
    ),
    total: z.number(),
  }),
  [`GET ${API.exportMarkingCandidates}`]: binary(XLSX),
  [`GET ${API.getAnswerSheet}/:attemptId`]: z.strictObject({
    attemptId: z.number(),
    publicationId: z.number(),
    publicationName: z.string(),
    studentId: z.number(),
    username: z.string(),
    name: z.string(),
    status: z.number(),
    submittedAt: z.number(),
    totalScore: z.number(),
    passScore: z.number(),
    objectiveScore: z.number(),
    manualScore: z.number().nullable(),
    gradingState: z.number(),
    finalScore: z.number().nullable(),
    passed: z.number().nullable(),
    hold: markingHold.nullable(),
    serverNow: z.number(),
    questions: z.array(
      previewQuestion.extend({
        choices: z.array(z.string()),
        text: z.string(),
        earned: z.number().nullable(),
        comment: z.string(),
      }),
    ),
  }),
  [`POST ${API.holdAttempt}`]: z.strictObject({
    attemptId: z.number(),
    objectiveScore: z.number(),
    manualScore: z.unknown() /* only null in the tests */,
    gradingState: z.number(),
    finalScore: z.unknown() /* only null in the tests */,
    passed: z.unknown() /* only null in the tests */,
    hold: markingHold,
  }),
  [`POST ${API.releaseAttempt}`]: z.strictObject({
    attemptId: z.number(),
    objectiveScore: z.number(),
    manualScore: z.number().nullable(),
    gradingState: z.number(),
    finalScore: z.number().nullable(),
    passed: z.number().nullable(),
    hold: z.unknown() /* only null in the tests */,
  }),
  // With several written answers to mark, the first marks leave the result open (null).
  [`POST ${API.scoreAnswer}`]: z.strictObject({
    attemptId: z.number(),
    objectiveScore: z.number(),
    manualScore: z.number(),
    gradingState: z.number(),
    finalScore: z.number().nullable(),
    passed: z.number().nullable(),
    hold: markingHold,
  }),
  [`POST ${API.correctAnswerKey}`]: z.strictObject({
    questionId: z.number(),
    oldAnswer: z.array(z.string()),
    newAnswer: z.array(z.string()),
    attempts: z.array(rescoredAttempt),
  }),
  [`GET ${API.listRescoreLog}`]: z.array(
    z.strictObject({
      at: z.number(),
      actorName: z.string(),
      attemptId: z.number(),
      username: z.string(),
      studentName: z.string(),
      oldAnswer: z.array(z.string()),
      newAnswer: z.array(z.string()),
      reason: z.string(),
      oldScore: z.number(),
      newScore: z.number(),
      oldPassed: z.number().nullable(),
      newPassed: z.number().nullable(),
    }),
  ),
  [`GET ${API.scoreReport}/:attemptId`]: scoreReport,
};
