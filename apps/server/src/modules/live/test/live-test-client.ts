import type { AddressInfo } from 'node:net';
import { API, type LiveCandidate } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A frame as the live socket sends it: ServerToCandidate, ServerToProctor or LiveSocketError. */
export type Frame = { type: string } & Record<string, unknown>;

/** A test's end of the live socket: what arrived, and waiting for what should. */
export interface LiveTestClient {
  /** Objects go as JSON text; strings as text as they are; a Buffer as a binary frame. */
  send(frame: object | string | Buffer): void;
  /** Resolves with the first frame not yet taken that matches; fails after `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Every frame received so far. */
  frames: Frame[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export const ofType = (type: string) => (frame: Frame) => frame.type === type;

/** The rows a proctor's `candidates` frame carries (none in any other frame). */
export const rowsOf = (frame: Frame): LiveCandidate[] => (frame.type === 'candidates' ? (frame.candidates as LiveCandidate[]) : []);

/** Every row a proctor's socket has received so far, in order. */
export const rowsReceived = (client: LiveTestClient): LiveCandidate[] => client.frames.flatMap(rowsOf);

/** Waits for a `candidates` frame holding a row that matches; resolves with that row. */
export async function nextRow(client: LiveTestClient, match: (row: LiveCandidate) => boolean, timeoutMs?: number): Promise<LiveCandidate> {
  const frame = await client.next((one) => rowsOf(one).some(match), timeoutMs);
  return rowsOf(frame).find(match)!;
}

/** The socket URL of an app listening on a real port (tests `listen({ port: 0 })`). */
export function liveSocketUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${API.liveSocket}`;
}

/**
 * Opens the live socket with the token in the Authorization header (as a Node client does) or
 * in the cookie a browser would send, from the page `origin` when given (a browser always
 * sends one). Rejects with "HTTP <status>" when the upgrade is refused.
 */
export function openLiveSocket(
  url: string,
  token: string | null,
  via: 'header' | 'cookie' = 'header',
  origin?: string,
): Promise<LiveTestClient> {
  const headers: Record<string, string> = {};
  if (token) headers[via === 'cookie' ? 'cookie' : 'authorization'] = via === 'cookie' ? `KAOSHI_TOKEN=${token}` : `Bearer ${token}`;
  const socket = new WebSocket(url, origin ? { headers, origin } : { headers });
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });

  const client: LiveTestClient = {
    send: (frame) => socket.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame)),
    frames,
    closed,
    next: (match, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((frame) => !taken.has(frame) && match(frame));
          if (!found) return;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`HTTP ${response.statusCode}`));
      socket.terminate();
    });
    // Kept for the socket's life: an error after opening must not go unhandled.
    socket.on('error', reject);
  });
}

/** Polls until `read` returns a value `accept` takes (state changed by a socket is written a moment later). */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > giveUpAt) throw new Error(`condition not met within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
