import { LIVE_TIMING, TOKEN_COOKIE } from '@kaoshi/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../lib/fake-socket';
import { openCandidateSocket, SOCKET_OPEN_KEY } from './candidate-socket';

const messages: unknown[] = [];
const heartbeat = { type: 'heartbeat', attemptId: 7, answered: 3, current: 4 };

const candidateSocket = () =>
  openCandidateSocket({ attemptId: 7, progress: () => ({ answered: 3, current: 4 }), onMessage: (message) => messages.push(message) });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  Cookies.set(TOKEN_COOKIE, 'tok');
  localStorage.removeItem(SOCKET_OPEN_KEY);
  messages.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Cookies.remove(TOKEN_COOKIE);
});

describe('the exam page’s live channel', () => {
  it('names the attempt at once, then sends a heartbeat with progress on every beat, and keeps socketOpen', () => {
    const live = candidateSocket();
    FakeSocket.latest().open();
    expect(localStorage.getItem(SOCKET_OPEN_KEY)).toBe('true');
    expect(FakeSocket.latest().sent).toEqual([heartbeat]);
    vi.advanceTimersByTime(2 * LIVE_TIMING.HEARTBEAT_MS);
    expect(FakeSocket.latest().sent).toHaveLength(3);
    live.close();
    expect(localStorage.getItem(SOCKET_OPEN_KEY)).toBe('false');
  });

  it('passes the server’s messages on and ignores error frames', () => {
    const live = candidateSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().push({ type: 'time', serverNow: 5, deadlineAt: 9 });
    FakeSocket.latest().push({ type: 'error', code: 'tooMany', message: 'x' });
    expect(messages).toEqual([{ type: 'time', serverNow: 5, deadlineAt: 9 }]);
    live.close();
  });

  it('clears socketOpen and stops beating when the channel drops, and reports the reconnection', () => {
    const live = candidateSocket();
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(localStorage.getItem(SOCKET_OPEN_KEY)).toBe('false');
    vi.advanceTimersByTime(1_200);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([heartbeat, { type: 'integrity', attemptId: 7, kind: 'reconnect' }]);
    // One beat per interval: the dropped connection's timer is gone.
    vi.advanceTimersByTime(LIVE_TIMING.HEARTBEAT_MS);
    expect(FakeSocket.latest().sent).toHaveLength(3);
    live.close();
  });
});
