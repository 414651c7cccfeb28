import {
  addPublicationBody,
  API,
  closePublicationEarlyBody,
  extendPublicationBody,
  giveExtraTimeBody,
  idParam,
  listPublicationQuery,
  PERMISSION,
  publicationIdBody,
  type PublicationRecord,
  publicationSelectQuery,
  ROLE,
  translate,
  updatePublicationBody,
  withdrawPublicationBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error.js';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import { dateCell, type ExcelColumn } from '../../lib/excel.js';
import { viewerMayAccess, viewerOf } from '../../plugins/access.js';
import { audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { attemptTarget } from '../marking/index.js';
import * as actions from './actions.js';
import { publicationLog } from './log.js';
import { publicationListing, publicationOptions } from './repository.js';
import * as publications from './service.js';

const EXPORT_COLUMNS: ExcelColumn<PublicationRecord>[] = [
  { header: 'colName', value: (row) => row.name, width: 32 },
  { header: 'colPublicationPaper', value: (row) => row.paperName, width: 28 },
  {
    header: 'colPublicationKind',
    value: (row, lang) => translate(lang, row.kind === 'normal' ? 'publicationKindNormal' : 'publicationKindSupplementary'),
    width: 14,
  },
  { header: 'colPublicationBatches', value: (row) => row.classNames.join(', '), width: 32 },
  { header: 'colStartsAt', value: (row) => dateCell(row.startsAt), format: 'datetime', width: 18 },
  { header: 'colEndsAt', value: (row) => dateCell(row.endsAt), format: 'datetime', width: 18 },
  { header: 'colDurationMinutes', value: (row) => row.durationMinutes, width: 12 },
  { header: 'colPublicationState', value: (row, lang) => translate(lang, STATE_NAMES[row.state]), width: 12 },
  { header: 'colCandidateCount', value: (row) => row.candidateCount, width: 10 },
  { header: 'colAttemptCount', value: (row) => row.attemptCount, width: 10 },
];

const STATE_NAMES = {
  draft: 'publicationStateDraft',
  published: 'publicationStatePublished',
  open: 'publicationStateOpen',
  closed: 'publicationStateClosed',
  withdrawn: 'publicationStateWithdrawn',
} as const;

/** Publishing needs the key and role SUPER as well (docs/REQUIREMENTS.md §13). */
const MANAGE = { permission: PERMISSION.PUBLISHMANAGE, roles: [ROLE.SUPER] };
/** Proctors (MARKINGPAPERS) watch exams from examinationSituation: they pick one and read its log. */
const PROCTOR = { permission: PERMISSION.MARKING_PAPERS } as const;
const MANAGE_OR_WATCH = { permission: [PERMISSION.PUBLISHMANAGE, PERMISSION.MARKING_PAPERS] } as const;
/** The publication picker: publishers, proctors and the analysis screens, which filter by publication. */
const PICK = {
  permission: [
    PERMISSION.PUBLISHMANAGE,
    PERMISSION.MARKING_PAPERS,
    PERMISSION.EXAM_CLASS_RANKING,
    PERMISSION.IS_PASS_STATISTICS,
    PERMISSION.EXAM_SUPPLEMENTARY,
    // The ticket screen picks the exam whose candidates it seats.
    PERMISSION.EXAM_VENUE,
  ],
} as const;

/** Publishing exams (/examPublishManage/publishManage): the eight calls, then the actions on a live publication. */
export async function publicationRoutes(app: FastifyInstance) {
  const { auditTarget } = registerCrudRoutes(app, {
    entity: 'Publication',
    access: MANAGE,
    selectAccess: PICK,
    schemas: {
      listQuery: listPublicationQuery,
      selectQuery: publicationSelectQuery,
      addBody: addPublicationBody,
      updateBody: updatePublicationBody,
    },
    listing: publicationListing(app.clock),
    listAllForSelect: (query) => publicationOptions(app.db, app.clock.now(), query.kind),
    get: (id) => publications.requirePublication(app, id),
    add: (body, viewer) => publications.addPublication(app, body, viewer),
    update: (body) => publications.updatePublication(app, body),
    remove: (ids) => publications.deletePublications(app, ids),
    exportColumns: EXPORT_COLUMNS,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: MANAGE };
  const tags = ['Publication'];
  r.post(
    API.publishPublication,
    { schema: { tags, body: publicationIdBody }, config: audited(config, 'publication.publish', auditTarget, { ids: bodyId('id') }) },
    async (req) => ok(req, await actions.publishPublication(app, req.body.id, viewerOf(req))),
  );
  r.post(
    API.withdrawPublication,
    {
      schema: { tags, body: withdrawPublicationBody },
      config: audited(config, 'publication.withdraw', auditTarget, { ids: bodyId('id'), detail: bodyFields('reason') }),
    },
    async (req) => ok(req, await actions.withdrawPublication(app, req.body, viewerOf(req))),
  );
  r.post(
    API.extendPublication,
    {
      schema: { tags, body: extendPublicationBody },
      config: audited(config, 'publication.extend', auditTarget, { ids: bodyId('id'), detail: bodyFields('reason') }),
    },
    async (req) => ok(req, await actions.extendPublication(app, req.body, viewerOf(req))),
  );
  r.post(
    API.closePublicationEarly,
    {
      schema: { tags, body: closePublicationEarlyBody },
      config: audited(config, 'publication.closeEarly', auditTarget, { ids: bodyId('id'), detail: bodyFields('reason') }),
    },
    async (req) => ok(req, await actions.closePublicationEarly(app, req.body, viewerOf(req))),
  );
  // Publishers (key + role SUPER) or proctors: the route lets either key in, the handler asks for the role of the first.
  r.post(
    API.giveExtraTime,
    {
      schema: { tags, body: giveExtraTimeBody },
      config: audited({ access: MANAGE_OR_WATCH }, 'proctor.extraTime', attemptTarget, {
        ids: bodyId('attemptId'),
        detail: bodyFields('minutes', 'reason'),
      }),
    },
    async (req) => {
      const viewer = viewerOf(req);
      if (!viewerMayAccess(viewer, MANAGE) && !viewerMayAccess(viewer, PROCTOR)) throw forbidden();
      return ok(req, await actions.giveExtraTime(app, req.body, viewer));
    },
  );
  r.get(`${API.listPublicationLog}/:id`, { schema: { tags, params: idParam }, config: { access: MANAGE_OR_WATCH } }, async (req) => {
    await publications.requireStoredPublication(app.db, req.params.id);
    return ok(req, await publicationLog(app.db, req.params.id));
  });
}
