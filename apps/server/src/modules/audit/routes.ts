import { API, AUDIT_READ_ACCESS, type AuditFields, type AuditRecord, listAuditQuery } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { type ExcelColumn, sendWorkbook, writeWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { allAudit, listAudit } from './repository.js';

const fieldsCell = (fields: AuditFields | null) => (fields ? JSON.stringify(fields) : null);

/** Codes as stored (the filters' values); times in UTC, to the second, as text that sorts. */
const EXPORT_COLUMNS: ExcelColumn<AuditRecord>[] = [
  { header: 'colAuditTime', value: (row) => new Date(row.at).toISOString().replace('T', ' ').slice(0, 19), format: 'text', width: 20 },
  { header: 'colAuditUserId', value: (row) => row.userId, width: 10 },
  { header: 'colAuditUsername', value: (row) => row.username, format: 'text' },
  { header: 'colAuditIp', value: (row) => row.ip, format: 'text', width: 16 },
  { header: 'colAuditUserAgent', value: (row) => row.userAgent, width: 30 },
  { header: 'colAuditAction', value: (row) => row.action, width: 22 },
  { header: 'colAuditTargetType', value: (row) => row.targetType, width: 14 },
  { header: 'colAuditTargetId', value: (row) => row.targetId, width: 10 },
  { header: 'colAuditTarget', value: (row) => row.targetLabel, width: 30 },
  { header: 'colAuditBefore', value: (row) => fieldsCell(row.before), width: 40 },
  { header: 'colAuditAfter', value: (row) => fieldsCell(row.after), width: 40 },
  { header: 'colAuditDetail', value: (row) => fieldsCell(row.detail), width: 30 },
];

/** The audit trail's screen (/system/auditLog): the list and its export, for administrators (decision 0010). */
export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: AUDIT_READ_ACCESS };
  const tags = ['audit'];

  r.get(API.listAuditLog, { schema: { tags, querystring: listAuditQuery }, config }, async (req) =>
    ok(req, await listAudit(app.db, app.dialect, req.query)),
  );
  r.get(API.exportAuditLog, { schema: { tags, querystring: listAuditQuery }, config }, async (req, reply) =>
    sendWorkbook(
      reply,
      await writeWorkbook(req.lang, EXPORT_COLUMNS, await allAudit(app.db, app.dialect, req.query)),
      exportFileName(req.lang, 'fileAuditLog', { at: app.clock.now() }),
    ),
  );
}
