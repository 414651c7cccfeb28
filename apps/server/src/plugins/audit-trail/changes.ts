import { AUDIT_HIDDEN, type AuditFields } from '@kaoshi/contracts';

/**
 * Before and after of a record, as the audit trail keeps them: changed fields only, secrets
 * hidden, long values cut. Records come from each module's own read of the record, so a field
 * is recorded only when the record shows it; these rules are the second line.
 */

/**
 * Never written to the trail, whatever a record holds: passwords, their hashes, tokens and
 * secrets; a question's answer key and its explanation (which tends to give the key away). A
 * change to one is recorded as AUDIT_HIDDEN on both sides.
 */
const SECRET_FIELD = /pass(word)?(hash)?$|hash$|token|secret|^answer(Key)?$|^explanation$|^(old|new)Answer$/i;

/** Derived or bookkeeping fields: counts, the clock-derived state, the stem without tags, times of change. */
const NOISE_FIELD = /Count$|^(state|stemText|createdAt|updatedAt)$/;

/** Longer text keeps its first MAX_TEXT characters; a larger list or object is summarised. */
const MAX_TEXT = 300;
const MAX_JSON = 2000;

export const isSecretField = (name: string) => SECRET_FIELD.test(name);

/** A value as the trail keeps it: secrets hidden at any depth, text cut, large structures summarised. */
export function keptValue(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  const kept = Array.isArray(value)
    ? value.map(keptValue)
    : Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, isSecretField(name) ? AUDIT_HIDDEN : keptValue(inner)]));
  if (JSON.stringify(kept).length <= MAX_JSON) return kept;
  return Array.isArray(value) ? `[${value.length} items]` : '{…}';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function keyFields(record: AuditFields): AuditFields {
  const fields: AuditFields = {};
  for (const [name, value] of Object.entries(record)) {
    if (NOISE_FIELD.test(name) || value === undefined) continue;
    fields[name] = isSecretField(name) ? AUDIT_HIDDEN : keptValue(value);
  }
  return fields;
}

/**
 * The record's key fields before and after a call: all of them for an add (after only) or a
 * delete (before only), the changed ones for an update; null on a side with nothing to say.
 */
export function changedFields(
  before: AuditFields | undefined,
  after: AuditFields | undefined,
): { before: AuditFields | null; after: AuditFields | null } {
  if (!before || !after) {
    return { before: before ? keyFields(before) : null, after: after ? keyFields(after) : null };
  }
  const changed = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter((name) => !NOISE_FIELD.test(name) && !same(before[name], after[name])),
  );
  if (changed.size === 0) return { before: null, after: null };
  const pick = (record: AuditFields) => keyFields(Object.fromEntries([...changed].map((name) => [name, record[name] ?? null])));
  return { before: pick(before), after: pick(after) };
}

const LABEL_FIELDS = ['name', 'title', 'roleName', 'nickName', 'stemText', 'originalName', 'permissionKey'] as const;
const MAX_LABEL = 120;

/** A record's name for people: its name (or title…), with the username where it has one. */
export function labelOf(record: AuditFields | undefined): string {
  if (!record) return '';
  const name = LABEL_FIELDS.map((field) => record[field]).find((value): value is string => typeof value === 'string' && value !== '');
  const username = typeof record.username === 'string' ? record.username : '';
  const label = name && username && name !== username ? `${name} (${username})` : (name ?? username);
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL)}…` : label;
}
