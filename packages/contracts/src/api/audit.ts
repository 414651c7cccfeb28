import { z } from 'zod';
import { blankable, listQuery, momentFilter, optionalFilter, optionalId } from './common.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from './audit-codes.js';

/** The audit trail (docs/REQUIREMENTS.md §17): who changed what, when, from where, with the key fields before and after (codes: audit-codes.ts). */
export const AUDIT_SORT_FIELDS = ['at', 'username', 'action', 'targetType'] as const;

/** GET listAuditLog and exportAuditLog. Without a sort the newest come first. */
export const listAuditQuery = listQuery(
  {
    /** From this moment (inclusive) … */
    from: momentFilter,
    /** … to this one (exclusive), epoch ms. */
    to: momentFilter,
    userId: optionalId,
    /** "Contains", case-insensitive: the signed-in user's name or a failed login's attempted name. */
    username: optionalFilter,
    action: blankable(z.enum(AUDIT_ACTIONS)),
    targetType: blankable(z.enum(AUDIT_TARGET_TYPES)),
    targetId: optionalId,
    /** "Contains" over the target's label, the user's name, the address and the changes. */
    text: optionalFilter,
  },
  AUDIT_SORT_FIELDS,
);
export type ListAuditQuery = z.infer<typeof listAuditQuery>;

/** Key fields of a record: changed fields only for an update, all of them for an add (after) or a delete (before). */
export type AuditFields = Record<string, unknown>;

export interface AuditRecord {
  auditId: number;
  /** Server time, epoch ms. */
  at: number;
  /** Null for a failed login or an anonymous call; `username` then holds the name tried. */
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
  /** What the call said beyond the record's fields: a reason, minutes, a count, why a login failed. */
  detail: AuditFields | null;
}
