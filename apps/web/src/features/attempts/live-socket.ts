import { API, type CandidateSocketMessage, LIVE_CLOSE, LIVE_TIMING, type ServerToCandidate } from '@kaoshi/contracts';

/** Spec 3/4: the signed-in user's `socketOpen` flag in local storage; logout sets it false. */
export const SOCKET_OPEN_KEY = 'socketOpen';

/** The live channel's address: the page's origin over ws(s), the token in the query (a WebSocket cannot send headers). */
export function liveSocketUrl(origin: string, token: string) {
  return `${origin.replace(/^http/, 'ws')}${API.liveSocket}?token=${encodeURIComponent(token)}`;
}

export interface LiveSocketOptions {
  url: string;
  attemptId: number;
  /** Read at every heartbeat: how many questions are answered and which one is on screen. */
  progress: () => { answered: number; current: number };
  onMessage: (message: ServerToCandidate, receivedAt: number) => void;
  onConnectedChange?: (connected: boolean) => void;
  createSocket?: (url: string) => WebSocket;
  storage?: Pick<Storage, 'setItem'>;
  heartbeatMs?: number;
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];
const SERVER_TYPES = new Set(['time', 'message', 'extraTime', 'forceSubmit', 'submitted']);

/**
 * The exam page's end of the live channel (DESIGN.md "/socketA"): presence heartbeats with
 * progress, integrity events, and the server's pushes. It reconnects with backoff after any drop,
 * except when the server refused the attempt as not this viewer's.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private everConnected = false;
  private stopped = true;

  constructor(private options: LiveSocketOptions) {}

  get connected() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Sends a frame if the channel is up; false tells the caller to use its fallback. */
  send(message: CandidateSocketMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  stop() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'page left');
    this.flag(false);
  }

  private connect() {
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everConnected;
      this.everConnected = true;
      this.failures = 0;
      this.flag(true);
      // The first frame names the attempt: the server binds this socket to it.
      this.beat();
      if (reconnected) this.send({ type: 'integrity', attemptId: this.options.attemptId, kind: 'reconnect' });
      this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs ?? LIVE_TIMING.HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (message) this.options.onMessage(message, Date.now());
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearHeartbeat();
      this.flag(false);
      if (this.stopped || event.code === LIVE_CLOSE.FORBIDDEN) return;
      const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_MS;
      const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 1000;
      this.failures += 1;
      this.retry = setTimeout(() => {
        this.retry = null;
        if (!this.stopped) this.connect();
      }, delay);
    };
  }

  private beat() {
    const { answered, current } = this.options.progress();
    this.send({ type: 'heartbeat', attemptId: this.options.attemptId, answered, current });
  }

  private clearHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private flag(open: boolean) {
    (this.options.storage ?? localStorage).setItem(SOCKET_OPEN_KEY, String(open));
    this.options.onConnectedChange?.(open);
  }
}

/** Only the server's candidate messages pass; error frames and anything unknown are ignored. */
function parse(data: unknown): ServerToCandidate | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { type?: unknown };
    return typeof message?.type === 'string' && SERVER_TYPES.has(message.type) ? (message as ServerToCandidate) : null;
  } catch {
    return null;
  }
}
