import type { AuditAction, AuditFields, AuditTargetType } from '@kaoshi/contracts';
import type { DatabaseHandle } from '../../db/database.js';
import { writeTransaction } from '../../db/group-commit.js';

/** One record to write; the strings are cut to their columns' widths here. */
export interface AuditEntry {
  at: number;
  userId: number | null;
  username: string;
  ip: string;
  userAgent: string;
  action: AuditAction;
  targetType: AuditTargetType | null;
  targetId: number | null;
  targetLabel: string;
  before: AuditFields | null;
  after: AuditFields | null;
  detail: AuditFields | null;
}

const cut = (text: string, width: number) => (text.length > width ? text.slice(0, width) : text);
const json = (fields: AuditFields | null) => (fields && Object.keys(fields).length > 0 ? JSON.stringify(fields) : null);

/**
 * Written through the group commit (db/group-commit.ts): on SQLite the sign-ins of an exam's
 * start share commits with each other and with the answers being saved, instead of queueing
 * for one fsync each. Settles once the records are committed.
 */
export async function insertAuditEntries(target: DatabaseHandle, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    at: entry.at,
    userId: entry.userId,
    username: cut(entry.username, 64),
    ip: cut(entry.ip, 64),
    userAgent: cut(entry.userAgent, 200),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: cut(entry.targetLabel, 200),
    beforeJson: json(entry.before),
    afterJson: json(entry.after),
    detailJson: json(entry.detail),
  }));
  await writeTransaction(target, (trx) => trx.insertInto('auditLog').values(rows).execute());
}
