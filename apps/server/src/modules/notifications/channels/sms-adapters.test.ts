import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../../config.js';
import { renderMessage } from '../templates.js';
import type { Channel, OutgoingMessage } from './channel.js';
import { aliyunSms } from './sms-aliyun.js';
import { STAND_IN_SECRET, type SmsStandIn, startSmsStandIn } from './sms-stand-in.js';
import { tencentSms } from './sms-tencent.js';
import { SMS_VARIABLE_MAX } from './sms-template.js';

/**
 * Both SMS adapters against the local stand-in: a signed request the stand-in's check of the
 * provider's algorithm accepts, with the template code, the variables and the idempotency key;
 * each documented refusal mapped to retry (rate limited) or failed (bad number, template not
 * approved, signature refused).
 */
describe('the SMS adapters', () => {
  let standIn: SmsStandIn;
  beforeAll(async () => {
    standIn = await startSmsStandIn();
  });
  afterAll(() => standIn?.close());

  const settings = (provider: 'aliyun' | 'tencent', secret = STAND_IN_SECRET.secret): NonNullable<NotificationSettings['sms']> => ({
    provider,
    accessKeyId: STAND_IN_SECRET.id,
    accessKeySecret: secret,
    signName: '考试中心',
    sdkAppId: '1400000000',
    region: 'ap-guangzhou',
    endpoint: standIn.url,
    templates: { 'ticket.ready': 'SMS_TICKET', 'result.released': 'BAD' },
  });
  const message = (phone: string, event: 'ticket.ready' | 'result.released' = 'ticket.ready'): OutgoingMessage => {
    const vars: Record<string, string | number> =
      event === 'ticket.ready'
        ? {
            exam: '焊工（中级）理论知识考试第二批次补考安排在本周末上午举行请准时参加并携带身份证件',
            startsAt: Date.UTC(2026, 5, 2, 1, 0),
            venue: '第一考点',
            room: '201',
            seat: 17,
          }
        : { exam: '焊工' };
    return {
      ...renderMessage(event, 'zh', vars),
      notificationId: 1,
      idempotencyKey: `${event}:7:${phone}:sms`,
      event,
      lang: 'zh',
      recipient: phone,
      vars,
    };
  };
  const adapters: [string, (secret?: string) => Channel][] = [
    ['tencent', (secret) => tencentSms(settings('tencent', secret))],
    ['aliyun', (secret) => aliyunSms(settings('aliyun', secret))],
  ];

  it.each(adapters)('%s: sends a signed request with the template, its variables in order and the idempotency key', async (name, make) => {
    const outcome = await make().deliver(message('13800000001'));
    expect(outcome.kind, outcome.answer).toBe('sent');
    const request = standIn.accepted.at(-1)!;
    expect(request.provider).toBe(name);
    if (name === 'tencent') {
      expect(request.params).toMatchObject({
        PhoneNumberSet: ['+8613800000001'],
        SmsSdkAppId: '1400000000',
        SignName: '考试中心',
        TemplateId: 'SMS_TICKET',
        SessionContext: 'ticket.ready:7:13800000001:sms',
      });
      const values = request.params.TemplateParamSet as string[];
      expect(values.slice(2)).toEqual(['第一考点', '201', '17']);
      expect(values[0]).toHaveLength(SMS_VARIABLE_MAX);
      expect(outcome.answer).toContain('Ok');
    } else {
      expect(request.params).toMatchObject({
        PhoneNumbers: '13800000001',
        SignName: '考试中心',
        TemplateCode: 'SMS_TICKET',
        OutId: 'ticket.ready:7:13800000001:sms',
      });
      const values = JSON.parse(String(request.params.TemplateParam)) as Record<string, string>;
      expect(Object.keys(values)).toEqual(['exam', 'startsAt', 'venue', 'room', 'seat']);
      expect(values.exam).toHaveLength(SMS_VARIABLE_MAX);
      expect(outcome.answer).toContain('900619746936498440');
    }
  });

  it.each(adapters)('%s: a rate limit is tried again later, a bad number or template fails for good', async (_name, make) => {
    const channel = make();
    expect((await channel.deliver(message('13800000002'))).kind).toBe('retry');
    expect((await channel.deliver(message('13800000003'))).kind).toBe('failed');
    const badTemplate = await channel.deliver(message('13800000001', 'result.released'));
    expect(badTemplate.kind).toBe('failed');
    expect(badTemplate.answer).toMatch(/TEMPLATE/i);
  });

  it.each(adapters)('%s: a request signed with the wrong secret is refused by the provider and fails', async (_name, make) => {
    const before = standIn.accepted.length;
    const outcome = await make('not-the-secret').deliver(message('13800000001'));
    expect(outcome.kind).toBe('failed');
    expect(outcome.answer).toMatch(/Signature/);
    expect(standIn.accepted.length).toBe(before);
  });

  it.each(adapters)('%s: an event without a template code is off, and so is an account without a number', async (_name, make) => {
    const channel = make();
    const unknown = await channel.deliver({ ...message('13800000001'), event: 'certificate.issued' });
    expect(unknown).toMatchObject({ kind: 'off' });
    expect((await channel.deliver(message(''))).kind).toBe('off');
  });

  it.each(adapters)('%s: a provider out of reach is tried again later', async (_name) => {
    const unreachable = { ...settings(_name as 'aliyun' | 'tencent'), endpoint: 'http://127.0.0.1:1' };
    const channel = _name === 'tencent' ? tencentSms(unreachable) : aliyunSms(unreachable);
    expect((await channel.deliver(message('13800000001'))).kind).toBe('retry');
  });
});
