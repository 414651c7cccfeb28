import type { CandidateSocketMessage, ServerToCandidate } from '@kaoshi/contracts';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { getToken } from '../../lib/token';
import { type CandidateSocket, openCandidateSocket } from './candidate-socket';

export interface Progress {
  answered: number;
  current: number;
}

/** The exam page's live channel while the attempt is open; `send` is false when the channel is down. */
export function useLiveChannel(
  attemptId: number,
  enabled: boolean,
  progress: RefObject<Progress>,
  onMessage: (message: ServerToCandidate, receivedAt: number) => void,
) {
  const [connected, setConnected] = useState(false);
  const socket = useRef<CandidateSocket | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    if (!enabled || !getToken()) return;
    const live = openCandidateSocket({
      attemptId,
      progress: () => progress.current,
      onMessage: (message, receivedAt) => handler.current(message, receivedAt),
      onConnectedChange: setConnected,
    });
    socket.current = live;
    return () => {
      live.close();
      socket.current = null;
    };
  }, [attemptId, enabled, progress]);

  const send = useCallback((message: CandidateSocketMessage) => socket.current?.send(message) ?? false, []);
  return { connected, send };
}
