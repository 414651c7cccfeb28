import { API, LIVE_CLOSE } from '@kaoshi/contracts';
import { getToken } from './token';

/**
 * The live channel's client (docs/REQUIREMENTS.md §8.5), for the exam page and the proctor's view
 * alike: one WebSocket that reconnects by itself with a growing, jittered delay (so thousands of
 * browsers do not return in the same second after a server restart), tries at once when the
 * browser comes back online, and stops for good when the server refuses (LIVE_CLOSE).
 */
export type LiveSocketStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * The socket's address on the API's origin, ws: or wss: to match it. It carries no token: a
 * URL lands in logs and history. The browser sends the session cookie with the upgrade, and
 * the server takes it from a page of this site only (docs/SECURITY.md).
 */
export function liveSocketUrl(base: string = import.meta.env.VITE_API_BASE || window.location.origin): string {
  const url = new URL(API.liveSocket, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each within ±20 % so reconnects spread out. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures, 10));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Sends a frame if the channel is up; false tells the caller to use its fallback. */
export type SendFrame = (message: object) => boolean;

export interface LiveSocketOptions {
  /** Called on every successful connection; `reconnected` is true after the first. */
  onOpen?: (send: SendFrame, reconnected: boolean) => void;
  /** Each frame, parsed from JSON (anything else is dropped). */
  onMessage: (message: unknown) => void;
  onStatus?: (status: LiveSocketStatus) => void;
}

export interface LiveSocket {
  send: SendFrame;
  close: () => void;
}

/** Opens the channel while a user is signed in (the cookie holds the token; without one it waits and tries again). */
export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;
  let closed = false;

  const send: SendFrame = (message) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const retry = () => {
    if (closed || retryTimer !== undefined) return;
    options.onStatus?.('reconnecting');
    retryTimer = setTimeout(connect, reconnectDelay(failures++));
  };

  function connect() {
    retryTimer = undefined;
    if (closed) return;
    if (!getToken()) return retry();
    const current = new WebSocket(liveSocketUrl());
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onStatus?.('live');
      options.onOpen?.(send, opened);
      opened = true;
    };
    current.onmessage = (event: MessageEvent) => {
      const message = parseFrame(event.data);
      if (message !== undefined) options.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === LIVE_CLOSE.FORBIDDEN || event.code === LIVE_CLOSE.SESSION_ENDED) {
        // Asking again would get the same answer; an ended session's next HTTP call (10000) goes back to login.
        closed = true;
        options.onStatus?.('refused');
      } else retry();
    };
  }

  // Back on the network: try now rather than at the end of a long back-off.
  const onOnline = () => {
    if (socket || closed) return;
    clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener('online', onOnline);
  options.onStatus?.('connecting');
  connect();

  return {
    send,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      const current = socket;
      socket = null;
      current?.close(1000);
    },
  };
}

function parseFrame(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}
