import { createHash, createHmac } from 'node:crypto';

/**
 * The two SMS providers' request signatures (decision 0019), each held by its provider's own
 * published worked example in sms-signatures.test.ts.
 */

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * Tencent Cloud API 3.0, TC3-HMAC-SHA256 (Tencent Cloud "Signature v3"): a POST with a JSON body,
 * signed headers content-type and host, the key derived from the secret, the UTC date and the
 * service.
 */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  timestamp: number;
  payload: string;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\n`,
    'content-type;host',
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** RFC 3986 percent-encoding as Alibaba Cloud's signature documents it (space %20, * %2A, ~ kept). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The query string Alibaba Cloud signs and the request carries: names sorted, names and values encoded. */
export const canonicalQuery = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(query[name]!)}`)
    .join('&');

/**
 * Alibaba Cloud OpenAPI V3, ACS3-HMAC-SHA256 ("V3 request structure and signature", the signature
 * its current SDKs use for every RPC API, SendSms among them): the canonical request over the
 * sorted query, the host and x-acs-* headers and the body's hash, HMAC-SHA256 with the secret.
 */
export function acs3Authorization(input: {
  accessKeyId: string;
  accessKeySecret: string;
  method: string;
  query: Record<string, string>;
  /** host and the x-acs-* headers, x-acs-content-sha256 among them. */
  headers: Record<string, string>;
}): string {
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const canonicalHeaders = names.map((name) => `${name}:${lower[name]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    '/',
    canonicalQuery(input.query),
    canonicalHeaders,
    signedHeaders,
    lower['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', input.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return `ACS3-HMAC-SHA256 Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

export const emptyBodyHash = sha256Hex('');
