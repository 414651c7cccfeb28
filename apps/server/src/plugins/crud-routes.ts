import {
  type AuditAction,
  type AuditFields,
  batchIdsBody,
  CRUD_AUDIT_TARGETS,
  type CrudEntity,
  crudPaths,
  idParam,
  ORGANISATION_READ_KEYS,
  type Paged,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { type AuditTarget, audited, bodyId, bodyIds, paramId } from './audit-trail/recorder.js';
import { recordAudit } from './audit-trail/record.js';
import { recordTarget } from './audit-trail/targets.js';
import { viewerOf } from './access.js';
import type { Access, Viewer } from '../types.js';
import { ok } from '../lib/envelope.js';
import { type ExcelColumn, sendWorkbook, writeWorkbook } from '../lib/excel.js';

/**
 * The eight calls every organisation and base-data screen makes, registered the same way for
 * each entity: list, listAll…ForSelect, get…ById/:id, add, update, delete/:id, batchDelete and
 * export (.xlsx of the list's filter). Each module supplies the schemas and its service.
 * Adds, updates and deletes are on the audit trail, each record read through `get` before and
 * after; the entity's target is returned for the module's own audited calls.
 */
export interface CrudRouteSpec<LQ extends z.ZodType, SQ extends z.ZodType, AB extends z.ZodType, UB extends z.ZodType, R, S> {
  /** Names the paths (contracts crudPaths) and the OpenAPI tag. */
  entity: CrudEntity;
  /** Who manages the entity: every call but the select (and the reads, when `readAccess` is given). */
  access: Access;
  /** Who may read the list and one record (e.g. paper authors reading the question bank); `access` when left out. */
  readAccess?: Access;
  /** Who may read the select; SELECT_ACCESS (any organisation or base-data key) when left out. */
  selectAccess?: Access;
  schemas: { listQuery: LQ; selectQuery: SQ; addBody: AB; updateBody: UB };
  /** The list and the export (lib/crud.ts listing). */
  listing: {
    list: (db: Kysely<Database>, dialect: DialectName, query: z.output<LQ>) => Promise<Paged<R>>;
    exportAll: (db: Kysely<Database>, dialect: DialectName, query: z.output<LQ>) => Promise<R[]>;
  };
  listAllForSelect: (query: z.output<SQ>) => Promise<S[]>;
  get: (id: number) => Promise<R>;
  add: (body: z.output<AB>, viewer: Viewer) => Promise<R>;
  update: (body: z.output<UB>, viewer: Viewer) => Promise<R>;
  /** All or nothing (see lib/crud.ts deleteAllOrNothing). */
  remove: (ids: number[], viewer: Viewer) => Promise<void>;
  exportColumns: readonly ExcelColumn<R>[];
  /**
   * An export that carries personal data whole (a candidate's ID number) is put on the audit trail:
   * the action, and the filter as it may be recorded (a module masks what the trail must not hold).
   */
  exportAudit?: { action: AuditAction; filter: (query: z.output<LQ>) => AuditFields };
}

/** The filter a list or export was asked for, without its paging and the fields left empty. */
export function filterOf(query: object): AuditFields {
  const paging = new Set(['page', 'limit', 'sortField', 'sortOrder']);
  return Object.fromEntries(Object.entries(query).filter(([name, value]) => !paging.has(name) && value !== undefined && value !== ''));
}

/** The pickers of the cascading selects are read by anyone working on organisation or base data. */
export const SELECT_ACCESS: Access = { permission: ORGANISATION_READ_KEYS };

export function registerCrudRoutes<LQ extends z.ZodType, SQ extends z.ZodType, AB extends z.ZodType, UB extends z.ZodType, R, S>(
  app: FastifyInstance,
  spec: CrudRouteSpec<LQ, SQ, AB, UB, R, S>,
): { auditTarget: AuditTarget } {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: spec.access };
  const readConfig = { access: spec.readAccess ?? spec.access };
  const tags = [spec.entity];
  const paths = crudPaths(spec.entity);
  const { schemas } = spec;
  const type = CRUD_AUDIT_TARGETS[spec.entity];
  const auditTarget = recordTarget(type, spec.get);

  r.get(paths.list, { schema: { tags, querystring: schemas.listQuery }, config: readConfig }, async (req) =>
    ok(req, await spec.listing.list(app.db, app.dialect, req.query as z.output<LQ>)),
  );
  r.get(
    paths.listAllForSelect,
    { schema: { tags, querystring: schemas.selectQuery }, config: { access: spec.selectAccess ?? SELECT_ACCESS } },
    async (req) => ok(req, await spec.listAllForSelect(req.query as z.output<SQ>)),
  );
  r.get(`${paths.getById}/:id`, { schema: { tags, params: idParam }, config: readConfig }, async (req) =>
    ok(req, await spec.get(req.params.id)),
  );
  r.post(
    paths.add,
    { schema: { tags, body: schemas.addBody }, config: audited(config, `${type}.add`, auditTarget, { created: `${type}Id` }) },
    async (req) => ok(req, await spec.add(req.body as z.output<AB>, viewerOf(req))),
  );
  r.put(
    paths.update,
    { schema: { tags, body: schemas.updateBody }, config: audited(config, `${type}.update`, auditTarget, { ids: bodyId(`${type}Id`) }) },
    async (req) => ok(req, await spec.update(req.body as z.output<UB>, viewerOf(req))),
  );
  r.delete(
    `${paths.remove}/:id`,
    { schema: { tags, params: idParam }, config: audited(config, `${type}.delete`, auditTarget, { ids: paramId }) },
    async (req) => {
      await spec.remove([req.params.id], viewerOf(req));
      return ok(req, null);
    },
  );
  r.post(
    paths.batchDelete,
    { schema: { tags, body: batchIdsBody }, config: audited(config, `${type}.delete`, auditTarget, { ids: bodyIds('ids') }) },
    async (req) => {
      await spec.remove(req.body.ids, viewerOf(req));
      return ok(req, null);
    },
  );
  r.get(paths.export, { schema: { tags, querystring: schemas.listQuery }, config }, async (req, reply) => {
    const query = req.query as z.output<LQ>;
    const rows = await spec.listing.exportAll(app.db, app.dialect, query);
    const { exportAudit } = spec;
    // On the trail before the file leaves, and no file when it cannot be recorded: who took whose
    // numbers must never go unrecorded. A record of a read, not a change of anything the GET manages.
    if (exportAudit)
      await recordAudit(app, req, [
        { action: exportAudit.action, targetType: type, detail: { rows: rows.length, filter: exportAudit.filter(query) } },
      ]);
    return sendWorkbook(reply, await writeWorkbook(req.lang, spec.exportColumns, rows));
  });
  return { auditTarget };
}
