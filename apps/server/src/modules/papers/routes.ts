import {
  addPaperBody,
  API,
  checkPaperRulesBody,
  copyPaperBody,
  idParam,
  listPaperQuery,
  type PaperPreview,
  type PaperRecord,
  paperSelectQuery,
  PERMISSION,
  previewPaperDraftBody,
  translate,
  updatePaperBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import { dateCell, type ExcelColumn, yesNo } from '../../lib/excel.js';
import { viewerOf } from '../../plugins/access.js';
import { checkRulesAvailability } from './checks.js';
import { drawPaper } from './draw.js';
import { audited, bodyFields } from '../../plugins/audit-trail/recorder.js';
import { paperListing, paperOptions } from './repository.js';
import * as papers from './service.js';

const EXPORT_COLUMNS: ExcelColumn<PaperRecord>[] = [
  { header: 'colName', value: (row) => row.name, width: 32 },
  { header: 'colCourse', value: (row) => row.courseName, width: 28 },
  { header: 'colPaperMode', value: (row, lang) => translate(lang, row.mode === 'fixed' ? 'paperModeFixed' : 'paperModeRandom'), width: 18 },
  { header: 'colQuestionCount', value: (row) => row.questionCount, width: 10 },
  { header: 'colTotalScore', value: (row) => row.totalScore, width: 10 },
  { header: 'colPassScore', value: (row) => row.passScore, width: 10 },
  { header: 'colDurationMinutes', value: (row) => row.durationMinutes, width: 12 },
  { header: 'colLocked', value: (row, lang) => yesNo(lang, row.locked), width: 8 },
  { header: 'colUpdatedAt', value: (row) => dateCell(row.updatedAt), format: 'datetime', width: 18 },
];

/** Exam papers (/examPublishManage/examManage, EXAM-MANAGE): fixed questions or random rules, previewed as a candidate would get them. */
export async function paperRoutes(app: FastifyInstance) {
  const access = { permission: PERMISSION.EXAM_MANAGE } as const;
  const { auditTarget } = registerCrudRoutes(app, {
    entity: 'Paper',
    access,
    // Publishing an exam picks its paper (PUBLISH-MANAGE is the publishing menu, PUBLISHMANAGE its publish screen).
    selectAccess: { permission: [PERMISSION.EXAM_MANAGE, PERMISSION.PUBLISH_MANAGE, PERMISSION.PUBLISHMANAGE] },
    schemas: { listQuery: listPaperQuery, selectQuery: paperSelectQuery, addBody: addPaperBody, updateBody: updatePaperBody },
    listing: paperListing,
    listAllForSelect: (query) => paperOptions(app.db, query.courseId),
    get: (id) => papers.requirePaper(app.db, id),
    add: (body, viewer) => papers.addPaper(app.db, body, viewer),
    update: (body) => papers.updatePaper(app.db, body),
    remove: (ids) => papers.deletePapers(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };
  const tags = ['Paper'];
  r.post(API.checkPaperRules, { schema: { tags, body: checkPaperRulesBody }, config }, async (req) =>
    ok(req, await checkRulesAvailability(app.db, req.body)),
  );
  r.post(
    API.copyPaper,
    {
      schema: { tags, body: copyPaperBody },
      config: audited(config, 'paper.copy', auditTarget, { created: 'paperId', detail: bodyFields('id') }),
    },
    async (req) => ok(req, await papers.copyPaper(app.db, req.body.id, req.lang, viewerOf(req))),
  );
  r.get(`${API.previewPaper}/:id`, { schema: { tags, params: idParam }, config }, async (req) => {
    const paper = await papers.requirePaper(app.db, req.params.id);
    const preview: PaperPreview = {
      paperId: paper.paperId,
      name: paper.name,
      totalScore: paper.totalScore,
      passScore: paper.passScore,
      durationMinutes: paper.durationMinutes,
      questions: await drawPaper(app, paper.paperId),
    };
    return ok(req, preview);
  });
  // The editor's unsaved paper, previewed with the access that edits it; writes nothing.
  r.post(API.previewPaperDraft, { schema: { tags, body: previewPaperDraftBody }, config }, async (req) =>
    ok(req, await papers.previewDraft(app.db, req.body)),
  );
}
