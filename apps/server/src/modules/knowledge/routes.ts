import {
  addKnowledgeBody,
  API,
  knowledgeSelectQuery,
  knowledgeTreeQuery,
  type KnowledgeRecord,
  listKnowledgeQuery,
  moveKnowledgeBody,
  PERMISSION,
  translate,
  updateKnowledgeBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import type { ExcelColumn } from '../../lib/excel.js';
import { audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { knowledgeListing, knowledgeOptions } from './repository.js';
import * as knowledge from './service.js';

const EXPORT_COLUMNS: ExcelColumn<KnowledgeRecord>[] = [
  { header: 'colCourse', value: (row) => row.courseName, width: 28 },
  { header: 'colType', value: (row, lang) => translate(lang, row.type === 'cn' ? 'knowledgeTypeCn' : 'knowledgeTypeKn'), width: 14 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
  { header: 'colName', value: (row) => row.name, width: 32 },
  { header: 'colParent', value: (row) => row.parentCode, format: 'text' },
  { header: 'colWeight', value: (row) => row.weight, width: 10 },
  { header: 'colSort', value: (row) => row.sort, width: 8 },
];

/** Knowledge points (/baseData/examKnow): a tree per course, chapters (cn) over appraisal points (kn). */
export async function knowledgeRoutes(app: FastifyInstance) {
  const access = { permission: PERMISSION.KNOW_CAPTER } as const;
  const { auditTarget } = registerCrudRoutes(app, {
    entity: 'Knowledge',
    access,
    schemas: {
      listQuery: listKnowledgeQuery,
      selectQuery: knowledgeSelectQuery,
      addBody: addKnowledgeBody,
      updateBody: updateKnowledgeBody,
    },
    listing: knowledgeListing,
    listAllForSelect: (query) => knowledgeOptions(app.db, query.courseId),
    get: (id) => knowledge.requireKnowledge(app.db, id),
    add: (body) => knowledge.addKnowledge(app.db, body),
    update: (body) => knowledge.updateKnowledge(app.db, body),
    remove: (ids) => knowledge.deleteKnowledge(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  // Question and paper authors file questions under the tree and draw from it.
  const treeAccess = { permission: [PERMISSION.KNOW_CAPTER, PERMISSION.EXAM_QUESTION, PERMISSION.EXAM_MANAGE] } as const;
  r.get(API.listKnowledgeTree, { schema: { tags, querystring: knowledgeTreeQuery }, config: { access: treeAccess } }, async (req) =>
    ok(req, await knowledge.knowledgeTree(app.db, req.query.courseId)),
  );
  r.post(
    API.moveKnowledge,
    {
      schema: { tags, body: moveKnowledgeBody },
      config: audited({ access }, 'knowledge.move', auditTarget, { ids: bodyId('id'), detail: bodyFields('direction') }),
    },
    async (req) => ok(req, await knowledge.moveKnowledge(app.db, req.body)),
  );
}
