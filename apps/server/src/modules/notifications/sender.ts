import { randomBytes } from 'node:crypto';
import type { Lang, NotificationChannel, NotificationEvent } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Channel, DeliveryOutcome } from './channels/channel.js';
import { isLang, type NotificationVars, renderMessage } from './templates.js';

/**
 * The outbox sender (docs/REQUIREMENTS.md §22). Each run claims due messages with a lease,
 * delivers them, and records what the provider said:
 * - claim: one UPDATE … RETURNING that sets this run's owner and lease on due rows (queued or
 *   retrying, due now, no live lease). On PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED,
 *   so instances sharing the database never claim one row twice; SQLite has one writer.
 * - each claim counts as an attempt, so a message whose sender keeps dying still runs out of
 *   attempts instead of circling for ever;
 * - a lease that ran out (its sender died between claim and record) makes the row due again: no
 *   message is lost. A crash after the provider accepted a message and before it was marked sent
 *   repeats that one send once at most (the next claim delivers it again); the idempotency key
 *   goes to the provider with it (channels/*.ts say how each uses it).
 * - the result is written only while the lease is still this run's, so a run that outlived its
 *   lease cannot overwrite what the run that took the row over recorded.
 */

export interface SenderChannels {
  email: Channel;
  sms: Channel;
}

interface ClaimedRow {
  id: number;
  userId: number;
  event: string;
  channel: string;
  lang: string;
  recipient: string;
  vars: string;
  idempotencyKey: string;
  attempts: number;
}

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export const newLeaseOwner = () => randomBytes(8).toString('hex');

export async function claimDueNotifications(app: FastifyInstance, owner: string, limit: number): Promise<ClaimedRow[]> {
  const now = app.clock.now();
  const leaseUntil = now + app.config.notifications.leaseMs;
  const lock = app.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<ClaimedRow>`
    update notifications
    set lease_owner = ${owner}, lease_until = ${leaseUntil}, attempts = attempts + 1, updated_at = ${now}
    where id in (
      select id from notifications
      where status in ('queued', 'retrying') and next_attempt_at <= ${now}
        and (lease_until is null or lease_until < ${now})
      order by next_attempt_at, id
      limit ${limit}
      ${lock}
    )
    returning id, user_id as "userId", event, channel, lang, recipient, vars,
      idempotency_key as "idempotencyKey", attempts`.execute(app.db);
  // UPDATE … RETURNING gives no order: messages go out in the order they were queued.
  return result.rows
    .map((row) => ({ ...row, id: Number(row.id), userId: Number(row.userId), attempts: Number(row.attempts) }))
    .sort((a, b) => a.id - b.id);
}

/** One run: claims up to a batch of due messages and delivers each; answers how many it handled. */
export async function sendDueNotifications(app: FastifyInstance, channels: SenderChannels, owner = newLeaseOwner()): Promise<number> {
  const claimed = await claimDueNotifications(app, owner, app.config.notifications.batch);
  for (const row of claimed) await deliverClaimed(app, channels, owner, row);
  return claimed.length;
}

async function deliverClaimed(app: FastifyInstance, channels: SenderChannels, owner: string, row: ClaimedRow) {
  const lang: Lang = isLang(row.lang) ? row.lang : app.config.demoLanguage;
  const vars = JSON.parse(row.vars) as NotificationVars;
  const rendered = renderMessage(row.event as NotificationEvent, lang, vars);
  const channel = channels[row.channel as Exclude<NotificationChannel, 'inapp'>];
  let outcome: DeliveryOutcome;
  try {
    outcome = await channel.deliver({
      ...rendered,
      notificationId: row.id,
      idempotencyKey: row.idempotencyKey,
      event: row.event as NotificationEvent,
      lang,
      recipient: row.recipient,
      vars,
    });
  } catch (error) {
    outcome = { kind: 'retry', answer: String(error) };
  }
  await recordOutcome(app, owner, row, lang, rendered, outcome);
}

async function recordOutcome(
  app: FastifyInstance,
  owner: string,
  row: ClaimedRow,
  lang: Lang,
  rendered: { subject: string; body: string; sms: string },
  outcome: DeliveryOutcome,
) {
  const now = app.clock.now();
  const outOfAttempts = row.attempts >= app.config.notifications.maxAttempts;
  const status = outcome.kind === 'retry' ? (outOfAttempts ? 'failed' : 'retrying') : outcome.kind;
  await app.db
    .updateTable('notifications')
    .set({
      status,
      lang,
      subject: row.channel === 'sms' ? '' : rendered.subject,
      body: row.channel === 'sms' ? rendered.sms : rendered.body,
      providerAnswer: outcome.answer,
      sentAt: outcome.kind === 'sent' ? now : null,
      nextAttemptAt: status === 'retrying' ? now + retryDelayMs(row.attempts) : now,
      leaseOwner: '',
      leaseUntil: null,
      updatedAt: now,
    })
    .where('id', '=', row.id)
    .where('leaseOwner', '=', owner)
    .execute();
}
