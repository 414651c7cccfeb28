import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /knowledge/ calls (generated from the API tests' answers, then read against the code). */

const getKnowledgeByIdData = z.strictObject({
  knowledgeId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  parentId: z.number().nullable(),
  parentCode: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  weight: z.number(),
  sort: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  childCount: z.number(),
  type: z.string(),
});

// The tests' trees were two deep: roots, and their children without children of their own.
const knowledgeTree = z.array(
  getKnowledgeByIdData.extend({
    parentId: z.unknown() /* only null in the tests */,
    parentCode: z.unknown() /* only null in the tests */,
    children: z.array(
      getKnowledgeByIdData.extend({
        parentId: z.number(),
        parentCode: z.string(),
        children: z.array(z.unknown() /* no item in the tests */),
      }),
    ),
  }),
);

export const knowledgeResponses = {
  [`GET ${API.listKnowledge}`]: z.strictObject({
    list: z.array(getKnowledgeByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllKnowledgeForSelect}`]: z.array(
    z.strictObject({
      knowledgeId: z.number(),
      name: z.string(),
      code: z.string(),
      courseId: z.number(),
      parentId: z.number().nullable(),
    }),
  ),
  [`GET ${API.getKnowledgeById}/:id`]: getKnowledgeByIdData,
  [`POST ${API.addKnowledge}`]: getKnowledgeByIdData,
  [`PUT ${API.updateKnowledge}`]: getKnowledgeByIdData,
  [`DELETE ${API.deleteKnowledge}/:id`]: none,
  [`POST ${API.batchDeleteKnowledge}`]: none,
  [`GET ${API.exportKnowledge}`]: binary(XLSX),
  [`GET ${API.listKnowledgeTree}`]: z.strictObject({
    tree: knowledgeTree,
    weightWarnings: z.array(z.number().nullable()),
  }),
  [`POST ${API.moveKnowledge}`]: z.strictObject({
    tree: knowledgeTree,
    weightWarnings: z.array(z.unknown() /* no item in the tests */),
  }),
};
