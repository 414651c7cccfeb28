import type { AuditAction, AuditFields, AuditTargetType } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditEntry, insertAuditEntries } from './write.js';

/** Who acted: the signed-in caller, or for a sign-in the account it is for (null id when refused). */
export interface AuditActor {
  userId: number | null;
  username: string;
}

/** What happened to what; the when, who and where are added from the request. */
export interface AuditEvent {
  action: AuditAction;
  targetType?: AuditTargetType | null;
  targetId?: number | null;
  targetLabel?: string;
  before?: AuditFields | null;
  after?: AuditFields | null;
  detail?: AuditFields | null;
}

const anonymous: AuditActor = { userId: null, username: '' };

/** The caller's user agent, as much of it as the column holds (AuditEntry cuts it). */
const userAgentOf = (request: FastifyRequest) => {
  const header = request.headers['user-agent'];
  return typeof header === 'string' ? header : '';
};

/**
 * Writes the events as one batch, stamped with the server's time, the actor (the signed-in
 * caller unless given), the caller's address (X-Forwarded-For behind the proxy, app.ts
 * trustProxy) and user agent. Settles once they are committed.
 */
export async function recordAudit(app: FastifyInstance, request: FastifyRequest, events: readonly AuditEvent[], actor?: AuditActor) {
  const who = actor ?? (request.viewer ? { userId: request.viewer.userId, username: request.viewer.username } : anonymous);
  // The server's clock (a ManualClock in tests), as the publication and re-score logs use.
  const at = app.clock.now();
  const entries: AuditEntry[] = events.map((event) => ({
    at,
    userId: who.userId,
    username: who.username,
    ip: request.ip,
    userAgent: userAgentOf(request),
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    targetLabel: event.targetLabel ?? '',
    before: event.before ?? null,
    after: event.after ?? null,
    detail: event.detail ?? null,
  }));
  await insertAuditEntries(app, entries);
}

export type SignInOutcome = { userId: number; username: string; via?: string } | { refused: string; username: string; via?: string };

/**
 * A sign-in, good or refused (modules/auth): refused ones name the username tried (if any) and
 * the refusal's message key, with no account id. `via`: how, when not the login form. Never
 * throws: the caller's answer (a session, or the refusal) stands either way.
 */
export async function recordSignIn(app: FastifyInstance, request: FastifyRequest, outcome: SignInOutcome) {
  const via = outcome.via ? { via: outcome.via } : {};
  const event: AuditEvent =
    'refused' in outcome
      ? { action: 'login.failure', detail: { reason: outcome.refused, ...via } }
      : {
          action: 'login.success',
          targetType: 'user',
          targetId: outcome.userId,
          targetLabel: outcome.username,
          detail: outcome.via ? via : null,
        };
  const actor =
    'refused' in outcome ? { userId: null, username: outcome.username } : { userId: outcome.userId, username: outcome.username };
  await recordAudit(app, request, [event], actor).catch((err: unknown) =>
    request.log.error({ err, action: event.action }, 'audit trail: record not written'),
  );
}
