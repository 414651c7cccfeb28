import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';
import { questionSpecData } from './shared.js';

/** The answers of the /question/ calls (generated from the API tests' answers, then read against the code). */

const question = z.strictObject({
  questionId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  knowledgeId: z.number().nullable(),
  knowledgeName: z.string().nullable(),
  knowledgeCode: z.string().nullable(),
  type: z.number(),
  stem: z.string(),
  stemText: z.string(),
  options: z.array(z.string()),
  answer: z.array(z.string()),
  linkUrl: z.string(),
  score: z.number(),
  difficulty: z.number(),
  explanation: z.string(),
  hasVideo: z.number(),
  retired: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  paperCount: z.number(),
  spec: questionSpecData,
  subQuestions: z.array(
    z.strictObject({
      questionId: z.number(),
      position: z.number(),
      type: z.number(),
      stem: z.string(),
      stemText: z.string(),
      options: z.array(z.string()),
      answer: z.array(z.string()),
      linkUrl: z.string(),
      score: z.number(),
      difficulty: z.number(),
      explanation: z.string(),
      hasVideo: z.number(),
      spec: questionSpecData,
    }),
  ),
});

const getQuestionByIdData = question.extend({
  knowledgeId: z.unknown() /* only null in the tests */,
  knowledgeName: z.unknown() /* only null in the tests */,
  knowledgeCode: z.unknown() /* only null in the tests */,
});

const importQuestionsData = z.strictObject({
  created: z.number(),
  duplicates: z.array(
    z.strictObject({
      row: z.number(),
      questionId: z.number(),
    }),
  ),
});

export const questionResponses = {
  [`GET ${API.listQuestion}`]: z.strictObject({
    total: z.number(),
    list: z.array(question),
  }),
  [`GET ${API.listAllQuestionForSelect}`]: z.array(
    z.strictObject({
      questionId: z.number(),
      type: z.number(),
      stemText: z.string(),
    }),
  ),
  [`GET ${API.getQuestionById}/:id`]: getQuestionByIdData,
  [`POST ${API.addQuestion}`]: question,
  [`PUT ${API.updateQuestion}`]: getQuestionByIdData,
  [`DELETE ${API.deleteQuestion}/:id`]: none,
  [`POST ${API.batchDeleteQuestion}`]: none,
  [`GET ${API.exportQuestion}`]: binary(XLSX),
  [`POST ${API.retireQuestion}`]: none,
  [`GET ${API.questionImportTemplate}`]: binary(XLSX),
  [`POST ${API.importQuestions}`]: importQuestionsData,
  [`POST ${API.importQti}`]: importQuestionsData,
  [`GET ${API.exportQti}`]: binary('application/zip'),
  [`POST ${API.importMoodleXml}`]: importQuestionsData,
  [`GET ${API.exportMoodleXml}`]: binary('application/xml'),
};
