import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acs3Authorization, tc3Authorization } from './provider-signatures.js';

/**
 * A local stand-in for both SMS providers' HTTP APIs, for tests (no network): it checks each
 * request's signature by the provider's documented algorithm (whose implementation the providers'
 * published examples hold in sms-signatures.test.ts) with the secret it shares with the test, and
 * answers in the provider's documented shapes. The number decides the answer: …0001 accepted,
 * …0002 rate limited, …0003 a bad number; template code BAD is not approved.
 */
export const STAND_IN_SECRET = { id: 'stand-in-key-id', secret: 'stand-in-key-secret' };

export interface SmsStandIn {
  url: string;
  /** The requests whose signature checked out, as the provider read them. */
  accepted: { provider: 'tencent' | 'aliyun'; params: Record<string, unknown> }[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });

function tencentAnswer(body: string, headers: IncomingMessage['headers'], host: string) {
  const expected = tc3Authorization({
    secretId: STAND_IN_SECRET.id,
    secretKey: STAND_IN_SECRET.secret,
    service: 'sms',
    host,
    contentType: String(headers['content-type']),
    timestamp: Number(headers['x-tc-timestamp']),
    payload: body,
  });
  const error = (Code: string, Message: string) => ({ Response: { Error: { Code, Message }, RequestId: 'req-1' } });
  if (headers.authorization !== expected || headers['x-tc-action'] !== 'SendSms' || headers['x-tc-version'] !== '2021-01-11')
    return { answer: error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.'), params: null };
  const params = JSON.parse(body) as { PhoneNumberSet: string[]; TemplateId: string };
  if (params.TemplateId === 'BAD')
    return { answer: error('FailedOperation.TemplateIncorrectOrUnapproved', 'template is not approved'), params };
  const phone = params.PhoneNumberSet[0] ?? '';
  const status = phone.endsWith('0002')
    ? { Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: 'the number was sent too often in 30 seconds' }
    : phone.endsWith('0003')
      ? { Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number' }
      : { Code: 'Ok', Message: 'send success', SerialNo: '2028:serial' };
  return { answer: { Response: { SendStatusSet: [{ ...status, PhoneNumber: phone, Fee: 1 }], RequestId: 'req-2' } }, params };
}

function aliyunAnswer(url: URL, headers: IncomingMessage['headers'], host: string) {
  const query = Object.fromEntries(url.searchParams.entries());
  const signed = Object.fromEntries(
    ['x-acs-action', 'x-acs-version', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-content-sha256'].map((name) => [
      name,
      String(headers[name] ?? ''),
    ]),
  );
  const expected = acs3Authorization({
    accessKeyId: STAND_IN_SECRET.id,
    accessKeySecret: STAND_IN_SECRET.secret,
    method: 'POST',
    query,
    headers: { host, ...signed },
  });
  const answer = (Code: string, Message: string, extra: Record<string, string> = {}) => ({ Code, Message, RequestId: 'req-3', ...extra });
  if (headers.authorization !== expected || signed['x-acs-action'] !== 'SendSms')
    return {
      status: 400,
      answer: answer('SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.'),
      params: null,
    };
  if (query.TemplateCode === 'BAD')
    return { status: 200, answer: answer('isv.SMS_TEMPLATE_ILLEGAL', 'template is not approved'), params: query };
  const phone = query.PhoneNumbers ?? '';
  if (phone.endsWith('0002')) return { status: 200, answer: answer('isv.BUSINESS_LIMIT_CONTROL', 'flow control'), params: query };
  if (phone.endsWith('0003')) return { status: 200, answer: answer('isv.MOBILE_NUMBER_ILLEGAL', 'illegal number'), params: query };
  return { status: 200, answer: answer('OK', 'OK', { BizId: '900619746936498440^0' }), params: query };
}

export async function startSmsStandIn(): Promise<SmsStandIn> {
  const accepted: SmsStandIn['accepted'] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const host = String(request.headers.host);
      const url = new URL(request.url ?? '/', `http://${host}`);
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (request.headers['x-tc-action']) {
        const { answer, params } = tencentAnswer(body, request.headers, host);
        if (params) accepted.push({ provider: 'tencent', params });
        send(200, answer);
      } else {
        const { status, answer, params } = aliyunAnswer(url, request.headers, host);
        if (params) accepted.push({ provider: 'aliyun', params });
        send(status, answer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
