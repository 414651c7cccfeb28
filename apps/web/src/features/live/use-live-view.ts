import type { LiveCandidate, ProctorSocketMessage, ServerToProctor } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type LiveSocketStatus, openLiveSocket } from '../../lib/live-socket';
import { clockOffset } from '../../lib/server-clock';
import { fetchLiveView } from './api';
import { addUpdates, mergeLive, type TimedUpdate } from './live-rows';

/** The snapshot is fetched again this often even while the channel is up: a safety net for lost pushes. */
export const LIVE_REFETCH_MS = 30_000;
/** Pushed rows are applied in batches: at the start of an exam thousands arrive within seconds. */
const FLUSH_MS = 500;

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
 * (rows replaced by studentId), fetched again after every reconnect and every 30 s.
 */
export function useLiveView(publicationId: number | undefined): LiveViewState {
  const queryClient = useQueryClient();
  const snapshot = useQuery({
    queryKey: liveViewKey(publicationId),
    queryFn: () => fetchLiveView(publicationId!),
    enabled: publicationId !== undefined,
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
      onOpen: (send, reconnected) => {
        send({ type: 'watch', publicationId } satisfies ProctorSocketMessage);
        // Pushes were missed while the channel was down.
        if (reconnected) void queryClient.invalidateQueries({ queryKey: liveViewKey(publicationId) });
      },
      onMessage: (message) => {
        if (!isProctorMessage(message)) return;
        const now = Date.now();
        if (message.type === 'candidate') buffer.push({ candidate: message.candidate, receivedAt: now });
        else if (message.type === 'serverTime') setPushedClock({ offset: clockOffset(message.serverNow, now), at: now });
      },
      onStatus: setConnection,
    });
    return () => {
      clearInterval(flush);
      socket.close();
    };
  }, [publicationId, queryClient]);

  const data = snapshot.data;
  const updates = pushed.publicationId === publicationId ? pushed.updates : null;
  const rows = useMemo(() => (data ? mergeLive(data.view.candidates, updates ?? new Map(), data.requestedAt) : []), [data, updates]);
  const snapshotOffset = data ? clockOffset(data.view.serverNow, data.receivedAt, data.requestedAt) : 0;
  const offset = pushedClock && (!data || pushedClock.at > data.receivedAt) ? pushedClock.offset : snapshotOffset;
  return { rows, loading: snapshot.isLoading, connection, offset };
}
