/**
 * The live channel's client (DESIGN.md "/socketA"): one WebSocket that reconnects by itself with
 * a growing, jittered delay (so thousands of browsers do not return in the same second after a
 * server restart) and tries at once when the browser comes back online. Written for the proctor's
 * view; nothing in it is proctor-specific.
 */
export type SocketState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** Close codes 4400–4499 are the server's "no" (LIVE_CLOSE): trying again would get the same answer. */
const isRefusal = (code: number) => code >= 4400 && code < 4500;

/** The socket's address on the API's origin, ws: or wss: to match it, with the token in the query. */
export function liveSocketUrl(path: string, token: string, base: string): string {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each within ±20 % so reconnects spread out. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures, 10));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface LiveSocketOptions {
  /** The address to connect to, read anew on every attempt (the token may change); null: stay closed. */
  url: () => string | null;
  /** Called on every successful connection; `reconnected` is true after the first. */
  onOpen: (send: (message: object) => boolean, reconnected: boolean) => void;
  /** Each message, parsed from JSON (anything else is dropped). */
  onMessage: (message: unknown) => void;
  onState: (state: SocketState) => void;
  createSocket?: (url: string) => WebSocket;
}

export interface LiveSocket {
  send: (message: object) => boolean;
  close: () => void;
}

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;
  let closed = false;

  const send = (message: object) => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const retry = () => {
    if (closed || retryTimer !== undefined) return;
    options.onState('reconnecting');
    retryTimer = setTimeout(connect, reconnectDelay(failures++));
  };

  function connect() {
    retryTimer = undefined;
    if (closed) return;
    const url = options.url();
    if (!url) return retry();
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onState('live');
      options.onOpen(send, opened);
      opened = true;
    };
    current.onmessage = (event: MessageEvent) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      options.onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket === current) socket = null;
      if (isRefusal(event.code)) {
        closed = true;
        options.onState('refused');
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
  options.onState('connecting');
  connect();

  return {
    send,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', onOnline);
      socket?.close();
      socket = null;
    },
  };
}
