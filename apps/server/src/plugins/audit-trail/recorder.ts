import { type AuditAction, type AuditFields, type AuditTargetType, STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changedFields, labelOf } from './changes.js';
import { type AuditEvent, recordAudit } from './record.js';

/**
 * The audit trail's one mechanism for staff changes: a route declares `config.audit` (what it
 * does, to which kind of record, and which ids), and these hooks read the records' key fields
 * before the handler runs and after it succeeded, and write what changed. A refused call
 * changes nothing and writes nothing. Candidates' exam calls declare none: their integrity
 * events live in their attempts, and nothing here touches the exam's hot path.
 */

/** A kind of record the trail follows, read the way its own module reads it. */
export interface AuditTarget {
  type: AuditTargetType;
  /** The record's fields by id; undefined when there is none (before an add, after a delete). */
  load: (request: FastifyRequest, id: number) => Promise<AuditFields | undefined>;
  /** How people name it; labelOf (name, title… with the username) when left out. */
  label?: (record: AuditFields) => string;
}

/** What a route declares in `config.audit`. */
export interface AuditRoute {
  action: AuditAction;
  target?: AuditTarget;
  /** The records the call changes, from the validated request (update, delete, actions on records). */
  ids?: (request: FastifyRequest) => readonly number[];
  /** Otherwise: the field of the response's data that holds the new record's id (add, copy, upload). */
  created?: string;
  /** What the call says beyond the records' fields: a reason, minutes, counts. */
  detail?: (request: FastifyRequest, data: unknown) => AuditFields | undefined;
}

/**
 * A route's config with its audit declared:
 * `config: audited(manage, 'user.update', userTarget, { ids: bodyId('userId') })`.
 */
export const audited = <const C extends object>(
  config: C,
  action: AuditAction,
  target?: AuditTarget,
  how: Omit<AuditRoute, 'action' | 'target'> = {},
) => ({
  ...config,
  audit: { action, target, ...how } satisfies AuditRoute,
});

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/** ids: the body's field `name` (a number). */
export const bodyId = (name: string) => (request: FastifyRequest) => [Number(fieldsOf(request.body)[name])];
/** ids: the body's list `name` (batch calls). */
export const bodyIds = (name: string) => (request: FastifyRequest) => (fieldsOf(request.body)[name] as number[]).map(Number);
/** ids: the path's `:id`. */
export const paramId = (request: FastifyRequest) => [Number(fieldsOf(request.params).id)];
/** ids: the caller's own account. */
export const viewerId = (request: FastifyRequest) => (request.viewer ? [request.viewer.userId] : []);
/** detail: these fields of the body, as sent (never a secret: routes name what they keep). */
export const bodyFields =
  (...names: string[]) =>
  (request: FastifyRequest): AuditFields => {
    const body = fieldsOf(request.body);
    return Object.fromEntries(names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
  };

/** detail of an import: how many records it made, and how many it left as they were or flagged as duplicates. */
export const importCounts = (_request: FastifyRequest, data: unknown): AuditFields => {
  const result = fieldsOf(data);
  const counted = (value: unknown) => (Array.isArray(value) ? value.length : value);
  return Object.fromEntries(Object.entries(result).map(([name, value]) => [name, counted(value)]));
};

async function loadQuietly(target: AuditTarget, request: FastifyRequest, id: number) {
  // An unknown id: the handler answers for it; the trail just has no "before".
  return target.load(request, id).catch(() => undefined);
}

const succeeded = (payload: unknown): payload is { status: number; data: unknown } => fieldsOf(payload).status === STATUS.OK;

/** One event per record the call changed (one without a target when it names none, e.g. an import). */
async function eventsOf(
  spec: AuditRoute,
  request: FastifyRequest,
  data: unknown,
  before: Map<number, AuditFields | undefined> | undefined,
): Promise<AuditEvent[]> {
  const detail = spec.detail?.(request, data) ?? null;
  const createdId = spec.created ? Number(fieldsOf(data)[spec.created]) : NaN;
  const ids = before ? [...before.keys()] : Number.isInteger(createdId) ? [createdId] : [];
  const { target } = spec;
  if (!target || ids.length === 0) return [{ action: spec.action, targetType: target?.type ?? null, detail }];
  const events: AuditEvent[] = [];
  for (const id of ids) {
    const was = before?.get(id);
    const now = await loadQuietly(target, request, id);
    const shown = now ?? was;
    events.push({
      action: spec.action,
      targetType: target.type,
      targetId: id,
      targetLabel: shown ? (target.label ?? labelOf)(shown) : `#${id}`,
      ...changedFields(was, now),
      detail,
    });
  }
  return events;
}

export function registerAuditTrail(app: FastifyInstance) {
  const before = new WeakMap<FastifyRequest, Map<number, AuditFields | undefined>>();

  // After validation, so the ids are the ones the handler will act on.
  app.addHook('preHandler', async (request) => {
    const spec = request.routeOptions.config?.audit;
    if (!spec?.ids) return;
    const records = new Map<number, AuditFields | undefined>();
    for (const id of new Set(spec.ids(request))) records.set(id, spec.target ? await loadQuietly(spec.target, request, id) : undefined);
    before.set(request, records);
  });

  // Before the answer leaves: the caller is told "done" only once the change is on record.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const spec = request.routeOptions.config?.audit;
    if (!spec || !succeeded(payload)) return payload;
    try {
      await recordAudit(app, request, await eventsOf(spec, request, payload.data, before.get(request)));
    } catch (err) {
      // The change itself is committed; refusing the answer now would only hide that from the caller.
      request.log.error({ err, action: spec.action }, 'audit trail: record not written');
    }
    return payload;
  });
}
