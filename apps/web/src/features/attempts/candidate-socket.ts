import { type CandidateSocketMessage, LIVE_TIMING, type ServerToCandidate } from '@kaoshi/contracts';
import { openLiveSocket } from '../../lib/live-socket';

/** docs/REQUIREMENTS.md §4.3: the signed-in user's `socketOpen` flag in local storage; logout sets it false. */
export const SOCKET_OPEN_KEY = 'socketOpen';

const SERVER_TYPES = new Set<unknown>(['time', 'message', 'extraTime', 'forceSubmit', 'submitted']);

/** Only the server's candidate messages pass; error frames and anything unknown are ignored. */
const isCandidateMessage = (message: unknown): message is ServerToCandidate =>
  typeof message === 'object' && message !== null && SERVER_TYPES.has((message as { type?: unknown }).type);

export interface CandidateSocketOptions {
  attemptId: number;
  /** Read at every heartbeat: how many questions are answered and which one is on screen. */
  progress: () => { answered: number; current: number };
  onMessage: (message: ServerToCandidate, receivedAt: number) => void;
  onConnectedChange?: (connected: boolean) => void;
}

export interface CandidateSocket {
  send: (message: CandidateSocketMessage) => boolean;
  close: () => void;
}

/**
 * The exam page's end of the live channel: presence heartbeats with progress, a 'reconnect'
 * integrity event after every drop, the `socketOpen` flag, and the server's pushes.
 */
export function openCandidateSocket({ attemptId, progress, onMessage, onConnectedChange }: CandidateSocketOptions): CandidateSocket {
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const setConnected = (connected: boolean) => {
    if (!connected) clearInterval(heartbeat);
    localStorage.setItem(SOCKET_OPEN_KEY, String(connected));
    onConnectedChange?.(connected);
  };

  const socket = openLiveSocket({
    onOpen: (send, reconnected) => {
      setConnected(true);
      const beat = () => {
        const { answered, current } = progress();
        send({ type: 'heartbeat', attemptId, answered, current } satisfies CandidateSocketMessage);
      };
      // The first frame names the attempt: the server binds this socket to it.
      beat();
      if (reconnected) send({ type: 'integrity', attemptId, kind: 'reconnect' } satisfies CandidateSocketMessage);
      heartbeat = setInterval(beat, LIVE_TIMING.HEARTBEAT_MS);
    },
    onMessage: (message) => {
      if (isCandidateMessage(message)) onMessage(message, Date.now());
    },
    onStatus: (status) => {
      if (status === 'reconnecting' || status === 'refused') setConnected(false);
    },
  });

  return {
    send: socket.send,
    close() {
      socket.close();
      setConnected(false);
    },
  };
}
