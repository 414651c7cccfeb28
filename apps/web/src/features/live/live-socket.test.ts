import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket';
import { liveSocketUrl, openLiveSocket, reconnectDelay, type SocketState } from './live-socket';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

function start() {
  const states: SocketState[] = [];
  const messages: unknown[] = [];
  const opens: boolean[] = [];
  const socket = openLiveSocket({
    url: () => 'ws://exam.test/api/kaoshi-exam/socket?token=t',
    onOpen: (send, reconnected) => {
      opens.push(reconnected);
      send({ type: 'watch', publicationId: 5 });
    },
    onMessage: (message) => messages.push(message),
    onState: (state) => states.push(state),
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { socket, states, messages, opens, current: () => FakeSocket.latest() };
}

describe('the live channel client', () => {
  it('builds a ws: or wss: address on the API origin with the token', () => {
    expect(liveSocketUrl('/api/kaoshi-exam/socket', 'a b', 'http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/kaoshi-exam/socket?token=a+b');
    expect(liveSocketUrl('/api/kaoshi-exam/socket', 'x', 'https://exam.example.org/app')).toBe('wss://exam.example.org/api/kaoshi-exam/socket?token=x');
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s, spread by ±20 %', () => {
    expect([0, 1, 2, 5, 20].map((n) => reconnectDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });

  it('sends watch on open, passes parsed messages on and drops what is not JSON', () => {
    const { states, messages, current } = start();
    expect(states).toEqual(['connecting']);
    current().open();
    expect(states.at(-1)).toBe('live');
    expect(current().sent).toEqual([{ type: 'watch', publicationId: 5 }]);
    current().push({ type: 'serverTime', serverNow: 5 });
    current().push('not json');
    expect(messages).toEqual([{ type: 'serverTime', serverNow: 5 }]);
  });

  it('reconnects after a drop with growing delays and says it is reconnecting, then live again', () => {
    const { states, opens, current } = start();
    current().open();
    current().drop();
    expect(states.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.made).toHaveLength(2);
    current().drop();
    vi.advanceTimersByTime(1_500);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(3);
    current().open();
    expect(states.at(-1)).toBe('live');
    expect(opens).toEqual([false, true]);
  });

  it('tries at once when the browser comes back online', () => {
    const { current } = start();
    current().open();
    current().drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('gives up when the server refuses (4403): asking again gets the same answer', () => {
    const { states, current } = start();
    current().open();
    current().drop(4403);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(states.at(-1)).toBe('refused');
  });

  it('stays closed once closed', () => {
    const { socket, current } = start();
    current().open();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
