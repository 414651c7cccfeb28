import { z } from 'zod';

/** Objects that the answers of more than one area carry, declared once for all of them. */

/** A QR code as its rows of modules (server lib/qr.ts qrMatrix), on admission tickets and certificates. */
export const qrMatrix = z.strictObject({
  size: z.number(),
  rows: z.array(z.string()),
});

/** A written type's own fields (written-specs.ts QuestionSpec): `{}` for types 0–3 and 7. */
export const questionSpecData = z.union([
  z.strictObject({
    blanks: z.array(
      z.strictObject({
        accepted: z.array(z.string()),
        points: z.number(),
        numeric: z.strictObject({ value: z.number(), tolerance: z.number() }).optional(),
      }),
    ),
    anyOrder: z.boolean(),
  }),
  z.strictObject({
    scoringPoints: z.array(z.strictObject({ text: z.string(), points: z.number() })),
    referenceAnswer: z.string(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
  }),
  z.strictObject({}),
]);

/** What a candidate may know of a written question (papers.ts WrittenQuestionFacts), each only where it applies. */
export const writtenQuestionFacts = {
  parentId: z.number().optional(),
  blankCount: z.number().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
};

/** A question of a paper's preview (papers.ts PreviewQuestion); the marker's answer sheet adds what the candidate answered. */
export const previewQuestion = z.strictObject({
  ...writtenQuestionFacts,
  spec: questionSpecData.optional(),
  questionId: z.number(),
  type: z.number(),
  stem: z.string(),
  options: z.array(
    z.strictObject({
      key: z.string(),
      content: z.string(),
    }),
  ),
  linkUrl: z.string(),
  score: z.number(),
  answer: z.array(z.string()),
  explanation: z.string(),
});

/** An attempt whose score a corrected answer key changed: in the correction's answer and in its audit entry. */
export const rescoredAttempt = z.strictObject({
  attemptId: z.number(),
  studentId: z.number(),
  oldScore: z.number(),
  newScore: z.number(),
  oldPassed: z.number().nullable(),
  newPassed: z.number().nullable(),
});

/** An attempt's score report (marking.ts ScoreReport): the marker's scoreReport and the candidate's myScoreReport. */
export const scoreReport = z.strictObject({
  attemptId: z.number(),
  publicationName: z.string(),
  username: z.string(),
  name: z.string(),
  projectName: z.string(),
  jobCategoryName: z.string(),
  jobTypeName: z.string(),
  level: z.number(),
  batchName: z.string(),
  examDate: z.number(),
  score: z.number(),
  totalScore: z.number(),
  passScore: z.number(),
  passed: z.number(),
  issuedAt: z.number(),
});

/** A subject by id, name, level and code: an article's subjects, and the candidate's own on the learning page. */
export const subjectRef = z.strictObject({
  subjectId: z.number(),
  name: z.string(),
  level: z.number(),
  code: z.string(),
});
