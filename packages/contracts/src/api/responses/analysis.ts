import { z } from 'zod';
import { API } from '../paths.js';
import { binary, XLSX } from './define.js';

/** The answers of the /analysis/ calls (generated from the API tests' answers, then read against the code). */

export const analysisResponses = {
  [`GET ${API.classRanking}`]: z.strictObject({
    rows: z.array(
      z.strictObject({
        rank: z.number(),
        studentId: z.number(),
        username: z.string(),
        name: z.string(),
        classId: z.number(),
        className: z.string(),
        publicationId: z.number(),
        score: z.number(),
        totalScore: z.number(),
        timeUsedMs: z.number(),
        passed: z.number(),
      }),
    ),
    summary: z.strictObject({
      count: z.number(),
      unit: z.enum(['points', 'percent']),
      mean: z.number().nullable(),
      median: z.number().nullable(),
      sd: z.number().nullable(),
      highest: z.number().nullable(),
      lowest: z.number().nullable(),
    }),
    distribution: z.array(
      z.strictObject({
        from: z.number(),
        to: z.number(),
        count: z.number(),
      }),
    ),
  }),
  [`GET ${API.exportClassRanking}`]: binary(XLSX),
  [`GET ${API.passStatistics}`]: z.strictObject({
    rows: z.array(
      z.strictObject({
        publicationId: z.number(),
        publicationName: z.string(),
        classId: z.number(),
        className: z.string(),
        enrolled: z.number(),
        sat: z.number(),
        windowClosed: z.boolean(),
        absent: z.number(),
        yetToSit: z.number(),
        passed: z.number(),
        failed: z.number(),
        passRate: z.number().nullable(),
        passRates: z.strictObject({
          firstAttempt: z.number().nullable(),
          sitters: z.number().nullable(),
          registered: z.number(),
        }),
      }),
    ),
    failed: z.array(
      z.strictObject({
        publicationId: z.number(),
        publicationName: z.string(),
        studentId: z.number(),
        username: z.string(),
        name: z.string(),
        className: z.string(),
        score: z.number(),
      }),
    ),
  }),
  [`GET ${API.exportPassStatistics}`]: binary(XLSX),
  [`GET ${API.supplementaryStatistics}`]: z.strictObject({
    rows: z.array(
      z.strictObject({
        publicationId: z.number(),
        publicationName: z.string(),
        parentPublicationId: z.number(),
        parentPublicationName: z.string(),
        eligible: z.number(),
        sat: z.number(),
        passed: z.number(),
        registered: z.number(),
        firstPassRate: z.number(),
        finalPassRate: z.number(),
      }),
    ),
    candidates: z.array(
      z.strictObject({
        publicationId: z.number(),
        studentId: z.number(),
        username: z.string(),
        name: z.string(),
        firstScore: z.number(),
        reExamScore: z.number(),
        finalPassed: z.number(),
      }),
    ),
  }),
  [`GET ${API.exportSupplementaryStatistics}`]: binary(XLSX),
  [`GET ${API.itemAnalysis}`]: z.array(
    z.strictObject({
      questionId: z.number(),
      number: z.number(),
      type: z.number(),
      stemText: z.string(),
      maxScore: z.number(),
      answered: z.number(),
      facility: z.number(),
      discrimination: z.number(),
      pointBiserial: z.number().nullable(),
      optionCounts: z.strictObject({
        B: z.number().optional(),
        C: z.number().optional(),
        A: z.number().optional(),
        D: z.number().optional(),
      }),
      tooEasy: z.boolean(),
      tooHard: z.boolean(),
      negativeDiscrimination: z.boolean(),
    }),
  ),
  [`GET ${API.exportItemAnalysis}`]: binary(XLSX),
  [`GET ${API.knowledgeMastery}`]: z.array(
    z.strictObject({
      classId: z.number(),
      className: z.string(),
      knowledgeId: z.number(),
      knowledgeName: z.string(),
      earned: z.number(),
      available: z.number(),
      mastery: z.number(),
    }),
  ),
  [`GET ${API.exportKnowledgeMastery}`]: binary(XLSX),
};
