import { EXAM_STATUS, type LiveCandidate, TOKEN_COOKIE } from '@kaoshi/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../lib/fake-socket';
import { fetchLiveView } from './api';
import { useLiveView } from './use-live-view';

vi.mock('./api', () => ({ fetchLiveView: vi.fn() }));

const row = (fields: Partial<LiveCandidate> = {}): LiveCandidate => ({
  studentId: 1,
  username: 'C1',
  name: 'Li Wei',
  className: null,
  attemptId: 9,
  status: EXAM_STATUS.IN_PROGRESS,
  online: false,
  answeredCount: 0,
  questionCount: 3,
  deadlineAt: 50_000,
  lastSeenAt: null,
  eventCount: 0,
  roomName: null,
  seat: null,
  checkedInAt: null,
  ...fields,
});

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  Cookies.set(TOKEN_COOKIE, 'tok');
  let calls = 0;
  vi.mocked(fetchLiveView)
    .mockClear()
    .mockImplementation(async (publicationId) => {
      calls += 1;
      const requestedAt = Date.now();
      return {
        view: { serverNow: requestedAt + 60_000, publicationId, candidates: [row({ answeredCount: calls === 1 ? 0 : 3 })] },
        requestedAt,
        receivedAt: requestedAt,
      };
    });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const socket = () => FakeSocket.latest();

describe('the live view of one publication', () => {
  it('watches the publication and applies pushed rows by studentId', async () => {
    const { result } = renderHook(() => useLiveView(5), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(result.current.offset).toBe(60_000);
    act(() => socket().open());
    expect(result.current.connection).toBe('live');
    expect(socket().sent).toEqual([{ type: 'watch', publicationId: 5 }]);

    act(() => socket().push({ type: 'candidate', candidate: row({ online: true, answeredCount: 2 }) }));
    await waitFor(() => expect(result.current.rows[0]).toMatchObject({ online: true, answeredCount: 2 }));
  });

  it('fetches the snapshot again after a reconnect, for what was pushed while down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { result } = renderHook(() => useLiveView(5), { wrapper });
      await waitFor(() => expect(result.current.rows).toHaveLength(1));
      act(() => socket().open());
      act(() => socket().drop());
      expect(result.current.connection).toBe('reconnecting');
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      act(() => socket().open());
      await waitFor(() => expect(result.current.rows[0]!.answeredCount).toBe(3));
      expect(fetchLiveView).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
