import { LIVE_CLOSE, TOKEN_COOKIE } from '@kaoshi/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { type LiveSocketStatus, liveSocketUrl, openLiveSocket, reconnectDelay } from './live-socket';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  Cookies.set(TOKEN_COOKIE, 'tok');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE);
});

function start() {
  const statuses: LiveSocketStatus[] = [];
  const messages: unknown[] = [];
  const opens: boolean[] = [];
  const socket = openLiveSocket({
    onOpen: (send, reconnected) => {
      opens.push(reconnected);
      send({ type: 'watch', publicationId: 5 });
    },
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
  });
  return { socket, statuses, messages, opens, current: () => FakeSocket.latest() };
}

describe('the live channel client', () => {
  it('builds a ws: or wss: address on the API origin, without the token (it would land in logs)', () => {
    expect(liveSocketUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/kaoshi-exam/socket');
    expect(liveSocketUrl('https://exam.example.org/app')).toBe('wss://exam.example.org/api/kaoshi-exam/socket');
  });

  it('connects once signed in, with no token in the address: the browser sends the cookie', () => {
    start();
    expect(FakeSocket.latest().url).toMatch(/^ws:\/\/[^?]+\/api\/kaoshi-exam\/socket$/);
    expect(FakeSocket.latest().url).not.toContain('tok');
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s, spread by ±20 %', () => {
    expect([0, 1, 2, 5, 20].map((n) => reconnectDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });

  it('hands over send on open, passes parsed messages on and drops what is not JSON', () => {
    const { statuses, messages, current } = start();
    expect(statuses).toEqual(['connecting']);
    current().open();
    expect(statuses.at(-1)).toBe('live');
    expect(current().sent).toEqual([{ type: 'watch', publicationId: 5 }]);
    current().push({ type: 'serverTime', serverNow: 5 });
    current().push('not json');
    expect(messages).toEqual([{ type: 'serverTime', serverNow: 5 }]);
  });

  it('reconnects after a drop with growing delays, refusing to send meanwhile, then is live again', () => {
    const { socket, statuses, opens, current } = start();
    current().open();
    current().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(socket.send({ type: 'watch', publicationId: 5 })).toBe(false);
    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.made).toHaveLength(2);
    current().drop();
    vi.advanceTimersByTime(1_500);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(3);
    current().open();
    expect(statuses.at(-1)).toBe('live');
    expect(opens).toEqual([false, true]);
  });

  it('tries at once when the browser comes back online', () => {
    const { current } = start();
    current().open();
    current().drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(2);
  });

  it.each([LIVE_CLOSE.FORBIDDEN, LIVE_CLOSE.SESSION_ENDED])(
    'gives up when the server refuses (%i): asking again gets the same answer',
    (code) => {
      const { statuses, current } = start();
      current().open();
      current().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.made).toHaveLength(1);
      expect(statuses.at(-1)).toBe('refused');
    },
  );

  it('stays closed once closed, whether it was open or still connecting', () => {
    const { socket, current } = start();
    current().open();
    socket.close();
    const early = start();
    early.socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });
});
