import type { OutgoingMessage } from './channel.js';
import { TEMPLATES, formatVars } from '../templates.js';

/**
 * Both providers send only templates they approved, by code, with the variables as parameters
 * (docs/DEPLOYMENT.md: SMS_TEMPLATES). Alibaba Cloud takes them by name as JSON; Tencent Cloud as a
 * list in the order the template's {1}, {2}… stand, which is the order they appear in our SMS
 * text. A variable longer than 35 characters is cut there: Alibaba Cloud's limit for a
 * notification template's variable, and within Tencent Cloud's.
 */
export const SMS_VARIABLE_MAX = 35;

const cut = (value: string) => (value.length > SMS_VARIABLE_MAX ? value.slice(0, SMS_VARIABLE_MAX) : value);

/** The variable names in the order the event's SMS text uses them. */
export function smsVariableOrder(message: Pick<OutgoingMessage, 'event' | 'lang'>): string[] {
  const names = [...TEMPLATES[message.event][message.lang].sms.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return [...new Set(names)];
}

export function smsParams(message: OutgoingMessage): { named: Record<string, string>; ordered: string[] } {
  const values = formatVars(message.lang, message.vars);
  const order = smsVariableOrder(message);
  const named = Object.fromEntries(order.map((name) => [name, cut(values[name] ?? '')]));
  return { named, ordered: order.map((name) => named[name]!) };
}

/** Mainland numbers as the providers take them: Tencent Cloud wants E.164 (+86…), Alibaba Cloud the bare number. */
export const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);
