import {
  addQuestionBody,
  API,
  listQuestionQuery,
  PERMISSION,
  QTI_SKIPPED_ITEMS_HEADER,
  questionSelectQuery,
  retireQuestionBody,
  updateQuestionBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { attachmentDisposition } from '../../lib/download.js';
import { ok } from '../../lib/envelope.js';
import { sendWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { viewerOf } from '../../plugins/access.js';
import { EXPORT_COLUMNS } from './excel-columns.js';
import { importQuestionsFromExcel, questionImportTemplate } from './excel-import.js';
import { exportQtiPackage } from './qti-export.js';
import { importQtiItems } from './qti-import.js';
import { importMoodleXml } from './moodle-import.js';
import { exportMoodleXml } from './moodle-export.js';
import { audited, bodyIds, importCounts } from '../../plugins/audit-trail/recorder.js';
import { questionListing, questionOptions } from './repository.js';
import * as questions from './service.js';

/**
 * The question bank (/baseData/index): authors hold EXAM-QUESTION; paper authors (EXAM-MANAGE)
 * may read the list, one question and the select, to pick questions for their papers.
 */
export async function questionRoutes(app: FastifyInstance) {
  const access = { permission: PERMISSION.EXAM_QUESTION } as const;
  const readAccess = { permission: [PERMISSION.EXAM_QUESTION, PERMISSION.EXAM_MANAGE] } as const;
  const { auditTarget } = registerCrudRoutes(app, {
    entity: 'Question',
    access,
    readAccess,
    // Stems are exam content: not for every holder of an organisation key.
    selectAccess: readAccess,
    schemas: { listQuery: listQuestionQuery, selectQuery: questionSelectQuery, addBody: addQuestionBody, updateBody: updateQuestionBody },
    listing: questionListing,
    listAllForSelect: (query) => questionOptions(app.db, query.courseId),
    get: (id) => questions.requireQuestion(app.db, id),
    add: (body, viewer) => questions.addQuestion(app.db, body, viewer),
    update: (body, viewer) => questions.updateQuestion(app.db, body, viewer),
    remove: (ids) => questions.deleteQuestions(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };
  const tags = ['Question'];
  r.post(
    API.retireQuestion,
    { schema: { tags, body: retireQuestionBody }, config: audited(config, 'question.retire', auditTarget, { ids: bodyIds('ids') }) },
    async (req) => {
      await questions.retireQuestions(app.db, req.body);
      return ok(req, null);
    },
  );
  r.get(API.questionImportTemplate, { schema: { tags }, config }, async (req, reply) =>
    sendWorkbook(reply, await questionImportTemplate(req.lang), exportFileName(req.lang, 'fileQuestionTemplate')),
  );
  // Multipart: the .xlsx in `file`, and `courseId`.
  r.post(
    API.importQuestions,
    { schema: { tags }, config: audited({ ...config, rateLimit: 'upload' }, 'question.import', auditTarget, { detail: importCounts }) },
    async (req) => ok(req, await importQuestionsFromExcel(app, req, viewerOf(req))),
  );
  // Multipart: a QTI 2.1 item (.xml) or content package (.zip) in `file`, `courseId`, and optionally `score` and `difficulty`.
  r.post(
    API.importQti,
    { schema: { tags }, config: audited({ ...config, rateLimit: 'upload' }, 'question.importQti', auditTarget, { detail: importCounts }) },
    async (req) => ok(req, await importQtiItems(app, req, viewerOf(req))),
  );
  // Multipart: a Moodle XML question file in `file`, and `courseId`.
  r.post(
    API.importMoodleXml,
    {
      schema: { tags },
      config: audited({ ...config, rateLimit: 'upload' }, 'question.importMoodleXml', auditTarget, { detail: importCounts }),
    },
    async (req) => ok(req, await importMoodleXml(app, req, viewerOf(req))),
  );
  r.get(API.exportMoodleXml, { schema: { tags, querystring: listQuestionQuery }, config }, async (req, reply) => {
    const { xml, skipped } = await exportMoodleXml(app, await questionListing.exportAll(app.db, app.dialect, req.query));
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header(
        'content-disposition',
        attachmentDisposition(exportFileName(req.lang, 'fileQuestionsMoodle', { at: app.clock.now(), extension: 'xml' })),
      )
      .header('cache-control', 'no-store')
      .header(QTI_SKIPPED_ITEMS_HEADER, String(skipped))
      .send(xml);
  });
  r.get(API.exportQti, { schema: { tags, querystring: listQuestionQuery }, config }, async (req, reply) => {
    const { zip, skipped } = await exportQtiPackage(app, await questionListing.exportAll(app.db, app.dialect, req.query));
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        attachmentDisposition(exportFileName(req.lang, 'fileQuestionsQti', { at: app.clock.now(), extension: 'zip' })),
      )
      .header('cache-control', 'no-store')
      .header(QTI_SKIPPED_ITEMS_HEADER, String(skipped))
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
