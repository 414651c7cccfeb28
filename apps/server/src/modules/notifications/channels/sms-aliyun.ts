import { randomBytes } from 'node:crypto';
import type { NotificationSettings } from '../../../config.js';
import { answerText, type Channel, type DeliveryOutcome, type OutgoingMessage } from './channel.js';
import { acs3Authorization, canonicalQuery, emptyBodyHash } from './provider-signatures.js';
import { smsParams } from './sms-template.js';

type Settings = NonNullable<NotificationSettings['sms']>;

/**
 * Codes Alibaba Cloud SMS answers (SendSms 2017-05-25, "Error codes") that pass: flow control
 * (per number or per account) and throttling. The rest (an illegal number, a template or
 * signature not approved, a parameter that does not fit) fail for good.
 */
const RETRY_CODES = [
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'Throttling.User',
  'Throttling',
  'ServiceUnavailable',
  'InternalError',
];

interface AliyunAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

/**
 * Alibaba Cloud SMS (dysmsapi), SendSms of API version 2017-05-25, signed with ACS3-HMAC-SHA256.
 * The outbox's idempotency key goes as OutId, which Alibaba Cloud keeps with the message and
 * returns in its receipts: it does not deduplicate by it, so a repeat after a crash (at most one)
 * carries the same OutId.
 */
export function aliyunSms(settings: Settings, now: () => number = Date.now): Channel {
  const endpoint = settings.endpoint ?? 'https://dysmsapi.aliyuncs.com';
  const host = new URL(endpoint).host;
  return {
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      const templateCode = settings.templates[message.event];
      if (!templateCode) return { kind: 'off', answer: `SMS is off for ${message.event}: no template code in SMS_TEMPLATES` };
      if (!message.recipient) return { kind: 'off', answer: 'The account has no mobile number' };
      const query = {
        PhoneNumbers: message.recipient.replace(/^\+86/, ''),
        SignName: settings.signName,
        TemplateCode: templateCode,
        TemplateParam: JSON.stringify(smsParams(message).named),
        OutId: message.idempotencyKey,
      };
      const headers = {
        host,
        'x-acs-action': 'SendSms',
        'x-acs-version': '2017-05-25',
        'x-acs-date': new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        'x-acs-signature-nonce': randomBytes(16).toString('hex'),
        'x-acs-content-sha256': emptyBodyHash,
      };
      const authorization = acs3Authorization({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        method: 'POST',
        query,
        headers,
      });
      let answer: AliyunAnswer;
      try {
        const { host: _host, ...sent } = headers;
        const response = await fetch(`${endpoint}/?${canonicalQuery(query)}`, {
          method: 'POST',
          headers: { ...sent, Authorization: authorization },
          signal: AbortSignal.timeout(15_000),
        });
        answer = (await response.json()) as AliyunAnswer;
      } catch (error) {
        return { kind: 'retry', answer: answerText(`Alibaba Cloud SMS unreachable: ${String(error)}`) };
      }
      const code = answer.Code ?? '';
      const text = answerText(`${code}: ${answer.Message ?? ''}${answer.BizId ? ` ${answer.BizId}` : ''}`);
      if (code === 'OK') return { kind: 'sent', answer: text };
      return { kind: RETRY_CODES.some((retry) => code.startsWith(retry)) ? 'retry' : 'failed', answer: text };
    },
    close: async () => {},
  };
}
