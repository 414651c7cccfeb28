import type { NotificationSettings } from '../../../config.js';
import { answerText, type Channel, type DeliveryOutcome, type OutgoingMessage } from './channel.js';
import { tc3Authorization } from './provider-signatures.js';
import { e164, smsParams } from './sms-template.js';

type Settings = NonNullable<NotificationSettings['sms']>;
const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Error codes Tencent Cloud SMS answers (SendSms 2021-01-11, "Error Codes") that pass: the
 * frequency limits and the platform's own trouble. Everything else (a wrong number, a template or
 * signature not approved, parameters that do not fit) fails for good.
 */
const RETRY_CODES = [
  'RequestLimitExceeded',
  'LimitExceeded.PhoneNumberThirtySecondLimit',
  'LimitExceeded.PhoneNumberOneHourLimit',
  'LimitExceeded.DeliveryFrequencyLimit',
  'InternalError',
  'FailedOperation.FailResolvePacket',
];
const mayRetry = (code: string) =>
  RETRY_CODES.some((retry) => code === retry || code.startsWith(`${retry}.`)) || code.startsWith('InternalError');

interface TencentAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string; SerialNo?: string }[];
    RequestId?: string;
  };
}

/**
 * Tencent Cloud SMS, SendSms of API version 2021-01-11 over HTTPS with TC3-HMAC-SHA256. The
 * outbox's idempotency key goes as SessionContext, which Tencent Cloud returns in its delivery
 * receipts: it does not deduplicate by it, so a send repeated after a crash (at most one) is
 * told apart in the provider's records by the same key.
 */
export function tencentSms(settings: Settings, now: () => number = Date.now): Channel {
  const endpoint = settings.endpoint ?? 'https://sms.tencentcloudapi.com';
  const host = new URL(endpoint).host;
  return {
    async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
      const templateId = settings.templates[message.event];
      if (!templateId) return { kind: 'off', answer: `SMS is off for ${message.event}: no template code in SMS_TEMPLATES` };
      if (!message.recipient) return { kind: 'off', answer: 'The account has no mobile number' };
      const payload = JSON.stringify({
        PhoneNumberSet: [e164(message.recipient)],
        SmsSdkAppId: settings.sdkAppId ?? '',
        SignName: settings.signName,
        TemplateId: templateId,
        TemplateParamSet: smsParams(message).ordered,
        SessionContext: message.idempotencyKey,
      });
      const timestamp = Math.floor(now() / 1000);
      const authorization = tc3Authorization({
        secretId: settings.accessKeyId,
        secretKey: settings.accessKeySecret,
        service: 'sms',
        host,
        contentType: CONTENT_TYPE,
        timestamp,
        payload,
      });
      let answer: TencentAnswer;
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': CONTENT_TYPE,
            Host: host,
            'X-TC-Action': 'SendSms',
            'X-TC-Version': '2021-01-11',
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': settings.region,
          },
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        answer = (await response.json()) as TencentAnswer;
      } catch (error) {
        return { kind: 'retry', answer: answerText(`Tencent Cloud SMS unreachable: ${String(error)}`) };
      }
      const error = answer.Response?.Error;
      if (error) return { kind: mayRetry(error.Code) ? 'retry' : 'failed', answer: answerText(`${error.Code}: ${error.Message}`) };
      const status = answer.Response?.SendStatusSet?.[0];
      if (!status) return { kind: 'retry', answer: answerText(`Unexpected answer: ${JSON.stringify(answer)}`) };
      if (status.Code === 'Ok') return { kind: 'sent', answer: answerText(`Ok ${status.SerialNo ?? ''}`.trim()) };
      return { kind: mayRetry(status.Code) ? 'retry' : 'failed', answer: answerText(`${status.Code}: ${status.Message}`) };
    },
    close: async () => {},
  };
}
