import { z } from 'zod';
import { API } from '../paths.js';
import { binary, XLSX } from './define.js';
import { rescoredAttempt } from './shared.js';

/** The answers of the /audit/ calls (generated from the API tests' answers, then read against the code). */

export const auditResponses = {
  [`GET ${API.listAuditLog}`]: z.strictObject({
    list: z.array(
      z.strictObject({
        auditId: z.number(),
        at: z.number(),
        userId: z.number().nullable(),
        username: z.string(),
        ip: z.string(),
        userAgent: z.string(),
        action: z.string(),
        targetType: z.string().nullable(),
        targetId: z.number().nullable(),
        targetLabel: z.string(),
        before: z
          .strictObject({
            storedState: z.string().optional(),
            endsAt: z.number().optional(),
            permissions: z.array(z.unknown() /* no item in the tests */).optional(),
            nickName: z.string().optional(),
            locked: z.number().optional(),
            roles: z.array(z.string()).optional(),
            userId: z.number().optional(),
            username: z.string().optional(),
            userType: z.number().optional(),
            email: z.string().optional(),
            phone: z.string().optional(),
            introduction: z.string().optional(),
            avatar: z.string().optional(),
            className: z.string().optional(),
            departmentName: z.string().optional(),
            remoteLogin: z.number().optional(),
            name: z.string().optional(),
            schoolId: z.number().optional(),
            code: z.string().optional(),
            description: z.string().optional(),
            contact: z.string().optional(),
            enabled: z.number().optional(),
            extraMs: z.number().optional(),
            deadlineAt: z.number().optional(),
            status: z.number().optional(),
            submittedAt: z
              .unknown() /* only null in the tests */
              .optional(),
            objectiveScore: z
              .unknown() /* only null in the tests */
              .optional(),
            gradingState: z.number().nullable().optional(),
            heldBy: z
              .unknown() /* only null in the tests */
              .optional(),
            manualScore: z
              .unknown() /* only null in the tests */
              .optional(),
            finalScore: z
              .unknown() /* only null in the tests */
              .optional(),
            passed: z
              .unknown() /* only null in the tests */
              .optional(),
            taskScore: z
              .unknown() /* only null in the tests */
              .optional(),
            taskComment: z
              .unknown() /* only null in the tests */
              .optional(),
            answer: z.string().optional(),
            reason: z.string().optional(),
          })
          .nullable(),
        after: z
          .record(
            z.string(),
            z
              .union([
                z.array(
                  z.union([
                    z.number(),
                    z.strictObject({
                      knowledgeId: z.number().optional(),
                      difficulty: z.number(),
                      count: z.number().optional(),
                      score: z.number(),
                      knowledgeName: z.string().nullable(),
                      type: z.number(),
                      questionId: z.number().optional(),
                      stemText: z.string().optional(),
                      retired: z.number().optional(),
                    }),
                    z.string(),
                  ]),
                ),
                z.number(),
                z.string(),
              ])
              .nullable(),
          )
          .nullable(),
        detail: z
          .strictObject({
            reason: z.string().optional(),
            minutes: z.number().optional(),
            attemptId: z.number().optional(),
            text: z.string().optional(),
            questionId: z.number().optional(),
            rescored: z.number().optional(),
            attempts: z.array(rescoredAttempt).optional(),
            registrationId: z.number().optional(),
            // An export that carries personal data whole (student.export): how many rows, which filter.
            rows: z.number().optional(),
            filter: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          })
          .nullable(),
      }),
    ),
    total: z.number(),
  }),
  [`GET ${API.exportAuditLog}`]: binary(XLSX),
};
