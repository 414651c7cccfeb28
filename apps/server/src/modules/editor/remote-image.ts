/**
 * Fetching an image from another site for the catcher, without letting a caller reach into
 * our own network (SSRF): http(s) only; the host resolved once and every address checked
 * against the private, loopback, link-local, unique-local, multicast, reserved and
 * IPv4-in-IPv6 ranges; the connection made to exactly the checked address (so a second,
 * different DNS answer cannot redirect it); at most 3 redirects, each checked the same way;
 * the body read only up to the size limit and kept only when its bytes are an image.
 */
import dns from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { badRequest } from '../../lib/app-error.js';
import { detectRasterImage } from '../../lib/file-types.js';
import { HEAD_BYTES, megabytes } from '../../lib/uploads.js';

export interface RemoteImageLimits {
  maxBytes: number;
  /** Image extensions allowed (png, jpg…). */
  extensions: readonly string[];
  /** `host:port` that may be fetched whatever it resolves to (tests). */
  allowHosts: readonly string[];
  /** Aborts everything still running (the call's total timeout). */
  signal: AbortSignal;
}

const BLOCKED = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", including 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified (::), loopback (::1), IPv4-compatible
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(address, prefix, 'ipv6');
}

/** A public unicast address. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged by its IPv4 address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !BLOCKED.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const refused = () => badRequest('remoteAddressRefused');
const failed = (reason: string) => badRequest('remoteFetchFailed', { reason });

/** An absolute http(s) address (or a redirect's location, relative to `base`), without credentials. */
function parseSource(source: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(source, base);
  } catch {
    throw refused();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw refused();
  return url;
}

/** Settles with the promise, or rejects as soon as the signal aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
/** The host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The address to connect to: every address the host resolves to must be public (unless allow-listed). */
async function checkedAddress(url: URL, limits: RemoteImageLimits): Promise<string> {
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await abortable(dns.lookup(host, { all: true, verbatim: true }), limits.signal)).map((entry) => entry.address);
    } catch (error) {
      if (limits.signal.aborted) throw error;
      throw failed('host not found');
    }
  }
  const allowListed = limits.allowHosts.includes(`${url.hostname}:${portOf(url)}`);
  if (addresses.length === 0 || (!allowListed && !addresses.every(isPublicAddress))) throw refused();
  return addresses[0]!;
}

async function get(url: URL, limits: RemoteImageLimits): Promise<IncomingMessage> {
  const address = await checkedAddress(url, limits);
  const secure = url.protocol === 'https:';
  const host = hostOf(url);
  const options: https.RequestOptions = {
    // Connect to the address checked above, never to a fresh lookup of the name.
    host: address,
    port: portOf(url),
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { host: url.host, accept: 'image/*', 'user-agent': 'kaoshi-editor-catcher' },
    // TLS checks the certificate against the name in the address.
    ...(secure && !net.isIP(host) ? { servername: host } : {}),
    agent: false,
    signal: limits.signal,
  };
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (secure ? https : http).request(options, resolve);
    request.on('error', reject);
    request.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
const BINARY_TYPES = new Set(['application/octet-stream', 'binary/octet-stream']);

async function readImage(response: IncomingMessage, limits: RemoteImageLimits): Promise<{ data: Buffer; extension: string }> {
  const tooLarge = () => badRequest('fileTooLarge', { max: megabytes(limits.maxBytes) });
  const notAnImage = () => badRequest('notAnImage', { allowed: limits.extensions.join(', ') });
  if (response.statusCode !== 200) {
    response.destroy();
    throw failed(`HTTP ${response.statusCode}`);
  }
  const type = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type && !type.startsWith('image/') && !BINARY_TYPES.has(type)) {
    response.destroy();
    throw notAnImage();
  }
  if (Number(response.headers['content-length']) > limits.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > limits.maxBytes) {
      // Stop reading: the rest is never downloaded.
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  const data = Buffer.concat(chunks);
  const extension = detectRasterImage(data.subarray(0, HEAD_BYTES), limits.extensions);
  if (!extension) throw notAnImage();
  return { data, extension };
}

/** The image at `source`, with the extension its bytes show; refusals are AppErrors with a message. */
export async function fetchRemoteImage(source: string, limits: RemoteImageLimits): Promise<{ data: Buffer; extension: string }> {
  let url = parseSource(source);
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, limits);
    if (!REDIRECTS.has(response.statusCode ?? 0)) return readImage(response, limits);
    response.destroy();
    const location = response.headers.location;
    if (!location) throw failed('redirect without a location');
    if (redirects >= MAX_REDIRECTS) throw failed('too many redirects');
    url = parseSource(location, url);
  }
}
