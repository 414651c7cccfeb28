import { TOKEN_COOKIE } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../lib/fake-socket';
import { fetchLiveView } from './api';
import { liveRow } from './test/live-row-fixture';
import { useLiveView, WATCH_WAIT_MS } from './use-live-view';

vi.mock('./api', () => ({ fetchLiveView: vi.fn() }));

const row = liveRow;

const SKEW = 60_000;
const serverNow = () => Date.now() + SKEW;

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  Cookies.set(TOKEN_COOKIE, 'tok');
  let calls = 0;
  vi.mocked(fetchLiveView)
    .mockClear()
    .mockImplementation(async (publicationId, readAfter) => {
      calls += 1;
      const requestedAt = Date.now();
      // As the server does: a reading after `readAfter` when given, else one shared from a few seconds ago.
      const readAt = readAfter === undefined ? serverNow() - 3_000 : readAfter + 1;
      return {
        view: { serverNow: serverNow(), readAt, publicationId, candidates: [row({ answeredCount: calls === 1 ? 0 : 3 })] },
        requestedAt,
        receivedAt: requestedAt,
      };
    });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const socket = () => FakeSocket.latest();
/** The server's answer to `watch`: its time when the watch began. */
const watchBegins = (at = serverNow()) => {
  act(() => socket().push({ type: 'serverTime', serverNow: at }));
  return at;
};

describe('the live view of one publication', () => {
  it('fetches the snapshot once the watch has begun, read after it, and lays newer pushed rows over it', async () => {
    const { result } = renderHook(() => useLiveView(5), { wrapper });
    act(() => socket().open());
    expect(result.current.connection).toBe('live');
    expect(socket().sent).toEqual([{ type: 'watch', publicationId: 5 }]);
    expect(result.current.loading).toBe(true);
    expect(fetchLiveView).not.toHaveBeenCalled();

    const watchedAt = watchBegins();
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(fetchLiveView).toHaveBeenCalledWith(5, watchedAt);
    expect(result.current.offset).toBeGreaterThanOrEqual(SKEW - 50);
    expect(result.current.offset).toBeLessThanOrEqual(SKEW + 50);

    // Read before the snapshot (it already holds that), then after it.
    act(() => socket().push({ type: 'candidates', candidates: [row({ answeredCount: 9 })], readAt: watchedAt - 1 }));
    act(() => socket().push({ type: 'candidates', candidates: [row({ online: true, answeredCount: 2 })], readAt: watchedAt + 5 }));
    await waitFor(() => expect(result.current.rows[0]).toMatchObject({ online: true, answeredCount: 2 }));
    act(() => socket().push({ type: 'candidates', candidates: [row({ answeredCount: 7 })], readAt: watchedAt - 1 }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(result.current.rows[0]!.answeredCount).toBe(2);
  });

  it('fetches the snapshot anyway when the live channel does not come up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useLiveView(5), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(WATCH_WAIT_MS - 100));
    expect(fetchLiveView).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(fetchLiveView).toHaveBeenCalledWith(5, undefined);
  });

  it('after a reconnect, fetches again a snapshot read after the new watch began, for what was pushed while down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useLiveView(5), { wrapper });
    act(() => socket().open());
    watchBegins();
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    act(() => socket().drop());
    expect(result.current.connection).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    act(() => socket().open());
    const rewatchedAt = watchBegins(serverNow() + 2_000);
    await waitFor(() => expect(result.current.rows[0]!.answeredCount).toBe(3));
    expect(fetchLiveView).toHaveBeenCalledTimes(2);
    expect(fetchLiveView).toHaveBeenLastCalledWith(5, rewatchedAt);
  });

  it('does not fetch again when the snapshot was read after the watch began', async () => {
    const { result } = renderHook(() => useLiveView(5), { wrapper });
    act(() => socket().open());
    const watchedAt = watchBegins();
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    // The same watch confirmed again at an earlier moment than the snapshot's reading (watchedAt + 1).
    watchBegins(watchedAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchLiveView).toHaveBeenCalledTimes(1);
  });
});
