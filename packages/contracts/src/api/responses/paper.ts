import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';
import { previewQuestion } from './shared.js';

/** The answers of the /paper/ calls (generated from the API tests' answers, then read against the code). */

const paper = z.strictObject({
  paperId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  name: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  durationMinutes: z.number(),
  questionCount: z.number(),
  copiedFromId: z.unknown() /* only null in the tests */,
  createdAt: z.number(),
  updatedAt: z.number(),
  mode: z.string(),
  shuffleQuestions: z.number(),
  shuffleOptions: z.number(),
  locked: z.number(),
});

const paperItem = z.strictObject({
  questionId: z.number(),
  score: z.number(),
  stemText: z.string(),
  difficulty: z.number(),
  knowledgeName: z.string().nullable(),
  type: z.number(),
  retired: z.number(),
});

const paperRule = z.strictObject({
  knowledgeId: z.number(),
  difficulty: z.number(),
  count: z.number(),
  score: z.number(),
  knowledgeName: z.string(),
  type: z.number(),
});

const paperPreview = z.strictObject({
  paperId: z.number(),
  name: z.string(),
  totalScore: z.number(),
  passScore: z.number(),
  durationMinutes: z.number(),
  questions: z.array(previewQuestion),
});

export const paperResponses = {
  [`GET ${API.listPaper}`]: z.strictObject({
    list: z.array(paper),
    total: z.number(),
  }),
  [`GET ${API.listAllPaperForSelect}`]: z.array(
    z.strictObject({
      paperId: z.number(),
      name: z.string(),
      courseId: z.number(),
      totalScore: z.number(),
      durationMinutes: z.number(),
    }),
  ),
  [`GET ${API.getPaperById}/:id`]: paper.extend({
    items: z.array(paperItem),
    rules: z.array(z.unknown() /* no item in the tests */),
  }),
  [`POST ${API.addPaper}`]: paper.extend({
    items: z.array(paperItem),
    // A rule's knowledge point and difficulty are null for anywhere in the course and any (papers.ts paperRule); the tests saw that only here.
    rules: z.array(
      paperRule.extend({
        knowledgeId: z.number().nullable(),
        difficulty: z.number().nullable(),
        knowledgeName: z.string().nullable(),
      }),
    ),
  }),
  [`PUT ${API.updatePaper}`]: paper.extend({
    copiedFromId: z.number().nullable(),
    items: z.array(paperItem.extend({ knowledgeName: z.string() })),
    rules: z.array(paperRule),
  }),
  [`DELETE ${API.deletePaper}/:id`]: none,
  [`POST ${API.batchDeletePaper}`]: none,
  [`GET ${API.exportPaper}`]: binary(XLSX),
  [`POST ${API.checkPaperRules}`]: z.strictObject({
    ok: z.boolean(),
    rules: z.array(
      z.strictObject({
        rule: z.number(),
        required: z.number(),
        available: z.number(),
        shortBy: z.number(),
      }),
    ),
  }),
  [`POST ${API.copyPaper}`]: paper.extend({
    copiedFromId: z.number(),
    items: z.array(paperItem),
    rules: z.array(paperRule),
  }),
  [`GET ${API.previewPaper}/:id`]: paperPreview,
  // null for a draft of a paper never saved (papers.ts PaperPreview).
  [`POST ${API.previewPaperDraft}`]: paperPreview.extend({ paperId: z.number().nullable() }),
};
