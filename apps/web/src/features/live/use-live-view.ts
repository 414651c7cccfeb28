import type { LiveCandidate, ProctorSocketMessage, ServerToProctor } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type LiveSocketStatus, openLiveSocket } from '../../lib/live-socket';
import { clockOffset } from '../../lib/server-clock';
import { fetchLiveView, type LiveSnapshot } from './api';
import { addUpdates, mergeLive, type TimedUpdate } from './live-rows';

/** The snapshot is fetched again this often even while the channel is up: a safety net for lost pushes. */
export const LIVE_REFETCH_MS = 30_000;
/** Pushed rows are applied in batches: at the start of an exam thousands arrive within seconds. */
const FLUSH_MS = 500;
/** The first snapshot waits this long for the watch to begin; without a live channel it is fetched anyway. */
export const WATCH_WAIT_MS = 2_000;

export const liveViewKey = (publicationId: number | undefined) => ['liveView', publicationId] as const;

const isProctorMessage = (message: unknown): message is ServerToProctor =>
  typeof message === 'object' && message !== null && 'type' in message;

export interface LiveViewState {
  rows: LiveCandidate[];
  loading: boolean;
  connection: LiveSocketStatus;
  /** Server clock minus browser clock, in ms. */
  offset: number;
}

/**
 * One publication's live view: the snapshot from GET liveView, kept current by the live channel
 * (rows replaced by studentId), and fetched every 30 s. The snapshot must be read after the watch
 * began (the server confirms it with its time), since rows pushed before did not reach this page:
 * the first one is fetched once the watch begins (or after WATCH_WAIT_MS without it), and after
 * a reconnect an older one is fetched again.
 */
export function useLiveView(publicationId: number | undefined): LiveViewState {
  const queryClient = useQueryClient();
  // Server time the current watch began: no snapshot read before it will do.
  const watchedAt = useRef<number | undefined>(undefined);
  const [readyFor, setReadyFor] = useState<number | undefined>(undefined);
  const snapshot = useQuery({
    queryKey: liveViewKey(publicationId),
    queryFn: () => fetchLiveView(publicationId!, watchedAt.current),
    enabled: publicationId !== undefined && readyFor === publicationId,
    refetchInterval: LIVE_REFETCH_MS,
    staleTime: 0,
  });
  const [pushed, setPushed] = useState<{ publicationId: number | undefined; updates: Map<number, TimedUpdate> }>({
    publicationId,
    updates: new Map(),
  });
  const [pushedClock, setPushedClock] = useState<{ offset: number; at: number } | null>(null);
  const [connection, setConnection] = useState<LiveSocketStatus>('connecting');

  useEffect(() => {
    if (publicationId === undefined) return;
    watchedAt.current = undefined;
    let ready = false;
    const beReady = () => {
      ready = true;
      setReadyFor(publicationId);
    };
    const waitForWatch = setTimeout(beReady, WATCH_WAIT_MS);
    let buffer: TimedUpdate[] = [];
    const flush = setInterval(() => {
      if (buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      setPushed((previous) => ({
        publicationId,
        updates: addUpdates(previous.publicationId === publicationId ? previous.updates : new Map(), batch),
      }));
    }, FLUSH_MS);
    const socket = openLiveSocket({
      onOpen: (send) => send({ type: 'watch', publicationId } satisfies ProctorSocketMessage),
      onMessage: (message) => {
        if (!isProctorMessage(message)) return;
        if (message.type === 'candidates') {
          for (const candidate of message.candidates) buffer.push({ candidate, readAt: message.readAt });
          return;
        }
        if (message.type !== 'serverTime') return;
        const now = Date.now();
        setPushedClock({ offset: clockOffset(message.serverNow, now), at: now });
        watchedAt.current = message.serverNow;
        clearTimeout(waitForWatch);
        if (!ready) return beReady();
        const current = queryClient.getQueryData<LiveSnapshot>(liveViewKey(publicationId));
        if (!current || current.view.readAt <= message.serverNow)
          void queryClient.invalidateQueries({ queryKey: liveViewKey(publicationId) });
      },
      onStatus: setConnection,
    });
    return () => {
      clearTimeout(waitForWatch);
      clearInterval(flush);
      socket.close();
    };
  }, [publicationId, queryClient]);

  const data = snapshot.data;
  const updates = pushed.publicationId === publicationId ? pushed.updates : null;
  const rows = useMemo(() => (data ? mergeLive(data.view.candidates, updates ?? new Map(), data.view.readAt) : []), [data, updates]);
  const snapshotOffset = data ? clockOffset(data.view.serverNow, data.receivedAt, data.requestedAt) : 0;
  const offset = pushedClock && (!data || pushedClock.at > data.receivedAt) ? pushedClock.offset : snapshotOffset;
  return { rows, loading: publicationId !== undefined && snapshot.isPending, connection, offset };
}
