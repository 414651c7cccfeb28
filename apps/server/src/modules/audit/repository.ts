import type { AUDIT_SORT_FIELDS, AuditAction, AuditFields, AuditRecord, AuditTargetType, ListAuditQuery } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { listing, type SortColumns } from '../../lib/crud.js';

const from = (db: Kysely<Database>) => db.selectFrom('auditLog');

/** The free-text filter looks at the target's label, the user's name, the address and the recorded fields. */
const TEXT_COLUMNS = [
  'auditLog.targetLabel',
  'auditLog.username',
  'auditLog.ip',
  'auditLog.beforeJson',
  'auditLog.afterJson',
  'auditLog.detailJson',
];

const rawListing = listing({
  from,
  filter: (base, query: ListAuditQuery, dialect) => {
    if (query.from !== undefined) base = base.where('auditLog.at', '>=', query.from);
    if (query.to !== undefined) base = base.where('auditLog.at', '<', query.to);
    if (query.userId !== undefined) base = base.where('auditLog.userId', '=', query.userId);
    if (query.username) base = base.where(containsText(dialect, 'auditLog.username', query.username));
    if (query.action) base = base.where('auditLog.action', '=', query.action);
    if (query.targetType) base = base.where('auditLog.targetType', '=', query.targetType);
    if (query.targetId !== undefined) base = base.where('auditLog.targetId', '=', query.targetId);
    const { text } = query;
    if (text) base = base.where((eb) => eb.or(TEXT_COLUMNS.map((column) => containsText(dialect, column, text))));
    return base;
  },
  columns: (query: ReturnType<typeof from>) =>
    query.select([
      'auditLog.id as auditId',
      'auditLog.at',
      'auditLog.userId',
      'auditLog.username',
      'auditLog.ip',
      'auditLog.userAgent',
      'auditLog.action',
      'auditLog.targetType',
      'auditLog.targetId',
      'auditLog.targetLabel',
      'auditLog.beforeJson',
      'auditLog.afterJson',
      'auditLog.detailJson',
    ]),
  sort: {
    columns: {
      at: 'auditLog.at',
      username: 'auditLog.username',
      action: 'auditLog.action',
      targetType: 'auditLog.targetType',
    } satisfies SortColumns<typeof AUDIT_SORT_FIELDS>,
    id: 'auditLog.id',
  },
});

type Row = Awaited<ReturnType<typeof rawListing.exportAll>>[number];
const parsed = (text: string | null) => (text === null ? null : (JSON.parse(text) as AuditFields));

function toRecord({ beforeJson, afterJson, detailJson, ...row }: Row): AuditRecord {
  return {
    ...row,
    at: Number(row.at),
    action: row.action as AuditAction,
    targetType: row.targetType as AuditTargetType | null,
    before: parsed(beforeJson),
    after: parsed(afterJson),
    detail: parsed(detailJson),
  };
}

/** Newest first unless a column is chosen: the id follows the time of writing. */
const newestFirst = (query: ListAuditQuery): ListAuditQuery => (query.sortField ? query : { ...query, sortOrder: 'descend' });

export async function listAudit(db: Kysely<Database>, dialect: DialectName, query: ListAuditQuery) {
  const page = await rawListing.list(db, dialect, newestFirst(query));
  return { list: page.list.map(toRecord), total: page.total };
}

export async function allAudit(db: Kysely<Database>, dialect: DialectName, query: ListAuditQuery) {
  return (await rawListing.exportAll(db, dialect, newestFirst(query))).map(toRecord);
}
