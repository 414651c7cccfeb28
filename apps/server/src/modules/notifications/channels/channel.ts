import type { Lang, NotificationEvent } from '@kaoshi/contracts';
import type { NotificationVars, RenderedMessage } from '../templates.js';

/** One message on its way out, written in its language. */
export interface OutgoingMessage extends RenderedMessage {
  notificationId: number;
  idempotencyKey: string;
  event: NotificationEvent;
  lang: Lang;
  recipient: string;
  vars: NotificationVars;
}

/**
 * What a provider said: sent; retry (busy, rate limited, unreachable: tried again later with
 * backoff); failed (refused for good: a bad address, a template it does not know); off (nothing
 * to send with or to). `answer` is kept in the delivery log.
 */
export type DeliveryOutcome = { kind: 'sent' | 'retry' | 'failed' | 'off'; answer: string };

/** A channel the sender delivers through (e-mail, SMS). `off` says why it is not configured. */
export interface Channel {
  readonly off?: string;
  deliver(message: OutgoingMessage): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

/** A channel that is not configured: every message is recorded as off, with the reason. */
export const offChannel = (reason: string): Channel => ({
  off: reason,
  deliver: async () => ({ kind: 'off', answer: reason }),
  close: async () => {},
});

/** Trims a provider's answer to what the delivery log keeps. */
export const answerText = (text: string) => (text.length > 1000 ? `${text.slice(0, 997)}...` : text);
