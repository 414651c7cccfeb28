/**
 * The load generator's HTTP: JSON over keep-alive connections (node:http, a fixed number of
 * sockets per address, as browsers reaching the centre through one proxy), timed per call.
 * Errors come back as a kind ("network ECONNRESET", "http 502", "api 409 attemptClosed") rather
 * than thrown, so a phase can count them and go on.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { type Envelope, retryOf, type SignInBusy } from '@kaoshi/contracts';

export interface CallResult<T> {
  ok: boolean;
  data?: T;
  /** Set when !ok: what went wrong, short enough to count by. */
  error?: string;
  ms: number;
  /** The server's own time for the call, when it says (its Server-Timing header: SERVER_TIMING=1). */
  serverMs?: number;
  /**
   * How long the call waited for one of the client's connections before it went out: with every
   * connection held by slow calls (sign-ins waiting for a hash), the rest queue here, not at the
   * server, and their latency says nothing of the server's (docs/performance.md round 28).
   */
  connectionWaitMs?: number;
  /** Set when the server turned the call away and asked for it again later, with a place in line (SignInBusy). */
  retry?: SignInBusy;
}

/** `app;dur=12.34` (plugins/server-timing.ts) → 12.34. */
export function serverTimingOf(header: string | string[] | undefined): number | undefined {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(Array.isArray(header) ? header.join(',') : (header ?? ''));
  return match ? Number(match[1]) : undefined;
}

/**
 * A body as sent before its content coding (the benchmark's share of what a browser does). The
 * server's lib/content-coding.ts does the same; the load generator does not load server code.
 */
function decoded(body: Buffer, coding: string | undefined): Buffer {
  if (coding === 'br') return zlib.brotliDecompressSync(body);
  if (coding === 'gzip') return zlib.gunzipSync(body);
  if (coding === 'deflate') return zlib.inflateSync(body);
  return body;
}

const TIMEOUT_MS = 120_000;
/**
 * A free socket idle this long is closed by the client. The server closes an idle keep-alive
 * connection after 72 s (Fastify's keepAliveTimeout; nginx's keepalive_timeout is 75 s). Given no
 * timeout of its own, node:http's agent keeps free sockets forever and ignores the server's
 * "Keep-Alive: timeout" hint, and it reuses its latest free socket first, so under light load the
 * oldest sit idle until the server closes them: one reused at that moment resets the request sent
 * on it (ECONNRESET, the resets seen in round 4). Given a timeout, the agent closes an idle socket
 * at the smaller of it and the hint less a second: always before the server does.
 */
const IDLE_SOCKET_MS = 60_000;

export class JsonClient {
  private readonly agent: http.Agent;
  private readonly target: URL;

  constructor(baseUrl: string, connections: number, idleSocketMs = IDLE_SOCKET_MS) {
    this.target = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, timeout: idleSocketMs });
  }

  call<T>(method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<CallResult<T>> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      let serverMs: number | undefined;
      let connectionWaitMs: number | undefined;
      const finish = (result: Omit<CallResult<T>, 'ms'>) =>
        resolve({ ...result, ms: performance.now() - started, serverMs, connectionWaitMs });
      const request = http.request(
        {
          agent: this.agent,
          host: this.target.hostname,
          port: this.target.port,
          method,
          path,
          timeout: TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            // As a browser: the paper's content and the live view come compressed
            // (modules/attempts/paper-content.ts, modules/live/shared-view.ts). Only the codings
            // decoded below are offered.
            'accept-encoding': 'gzip, deflate, br',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          serverMs = serverTimingOf(response.headers['server-timing']);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) =>
            finish({ ok: false, error: `network ${(error as NodeJS.ErrnoException).code ?? error.message}` }),
          );
          response.on('end', () => {
            let envelope: Envelope<T>;
            try {
              envelope = JSON.parse(decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8')) as Envelope<T>;
            } catch {
              return finish({ ok: false, error: `http ${response.statusCode} (not JSON)` });
            }
            if (response.statusCode !== 200)
              return finish({
                ok: false,
                error: `http ${response.statusCode} ${String(envelope.message).slice(0, 80)}`,
                retry: retryOf(envelope) ?? undefined,
              });
            if (envelope.status !== 200) return finish({ ok: false, error: `api ${envelope.status} ${envelope.message.slice(0, 80)}` });
            finish({ ok: true, data: envelope.data });
          });
        },
      );
      // Given a socket: a free kept-alive one at once, or a new one, or one freed after a wait.
      request.on('socket', () => (connectionWaitMs = performance.now() - started));
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      request.on('error', (error) => finish({ ok: false, error: `network ${(error as NodeJS.ErrnoException).code ?? error.message}` }));
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}
