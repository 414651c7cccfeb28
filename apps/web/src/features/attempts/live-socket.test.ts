import { LIVE_CLOSE } from '@kaoshi/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, liveSocketUrl, SOCKET_OPEN_KEY } from './live-socket';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
let storage: Map<string, string>;
const messages: unknown[] = [];

function liveSocket() {
  return new LiveSocket({
    url: 'ws://x/socket',
    attemptId: 7,
    progress: () => ({ answered: 3, current: 4 }),
    onMessage: (message) => messages.push(message),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    storage: { setItem: (key, value) => void storage.set(key, value) },
    heartbeatMs: 10_000,
    retryDelaysMs: [1000, 5000],
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  storage = new Map();
  messages.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the live channel', () => {
  it('builds the address from the page origin with the token', () => {
    expect(liveSocketUrl('https://exam.example', 'a b')).toBe('wss://exam.example/api/kaoshi-exam/socket?token=a%20b');
    expect(liveSocketUrl('http://127.0.0.1:8194', 't')).toBe('ws://127.0.0.1:8194/api/kaoshi-exam/socket?token=t');
  });

  it('names the attempt at once, then sends a heartbeat with progress on every beat, and keeps socketOpen', () => {
    const live = liveSocket();
    live.start();
    sockets[0]!.open();
    expect(storage.get(SOCKET_OPEN_KEY)).toBe('true');
    expect(sockets[0]!.sent).toEqual([{ type: 'heartbeat', attemptId: 7, answered: 3, current: 4 }]);
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]!.sent).toHaveLength(3);
    live.stop();
    expect(storage.get(SOCKET_OPEN_KEY)).toBe('false');
  });

  it('passes the server’s messages on and ignores error frames and garbage', () => {
    const live = liveSocket();
    live.start();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'time', serverNow: 5, deadlineAt: 9 }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ type: 'error', code: 'tooMany', message: 'x' }) });
    sockets[0]!.onmessage?.({ data: 'not json' });
    expect(messages).toEqual([{ type: 'time', serverNow: 5, deadlineAt: 9 }]);
    live.stop();
  });

  it('reconnects with backoff after a drop and reports the reconnection', () => {
    const live = liveSocket();
    live.start();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(storage.get(SOCKET_OPEN_KEY)).toBe('false');
    expect(live.send({ type: 'integrity', attemptId: 7, kind: 'copy' })).toBe(false);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.open();
    expect(sockets[2]!.sent).toEqual([
      { type: 'heartbeat', attemptId: 7, answered: 3, current: 4 },
      { type: 'integrity', attemptId: 7, kind: 'reconnect' },
    ]);
    live.stop();
  });

  it('does not reconnect when the server refuses the attempt, nor after the page stops it', () => {
    const refused = liveSocket();
    refused.start();
    sockets[0]!.open();
    sockets[0]!.drop(LIVE_CLOSE.FORBIDDEN);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const stopped = liveSocket();
    stopped.start();
    stopped.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
