import { fork } from 'node:child_process';
import type http from 'node:http';
import net from 'node:net';

/**
 * Descriptors of the server's listening socket beyond its own, each watched by the event loop.
 *
 * Since libuv 1.45 (Node 20 on), a listening socket accepts one connection each time the event
 * loop finds it ready, that is once per turn of the loop. When the loop is busy, as in an exam's
 * opening seconds with thousands of starts and a turn of some 40 ms, that is about 25 new
 * connections a second: a browser or proxy that opens a connection then waits seconds before the
 * server reads its request. Each copy of the socket is one more descriptor the loop finds ready,
 * so a turn accepts up to one connection per descriptor. On an hour that keeps up with the
 * opening's starts, this took the first seconds' slowest starts from 1.8 s to under 0.6 s; on one
 * that does not, the starts wait in the server instead of the accept queue (docs/performance.md
 * rounds 21 and 27). The copies come from a helper process that is sent the socket and sends it
 * back (a descriptor passed between processes arrives as a new one); Node has no call that
 * duplicates a descriptor.
 */
export const LISTENING_COPIES = 31;

const HELPER_TIMEOUT_MS = 10_000;
const CHILD = new URL('./listening-copies-child.mjs', import.meta.url);

export interface ListeningCopies {
  /** How many copies listen (0 when the helper could not make them: the server still accepts). */
  count: number;
  /** Stops every copy accepting (the server's own socket closes with the server). */
  close(): void;
}

/** The options net.Server keeps from its construction, which it applies to each socket it accepts. */
function socketOptionsOf(server: net.Server): net.ServerOpts {
  const { allowHalfOpen, noDelay, keepAlive, keepAliveInitialDelay = 0, highWaterMark } = server as net.Server & net.ServerOpts;
  // net.Server keeps the keep-alive delay in seconds; its option is in milliseconds.
  return { allowHalfOpen, noDelay, keepAlive, keepAliveInitialDelay: keepAliveInitialDelay * 1000, highWaterMark };
}

/** Makes `copies` more descriptors of `server`'s listening socket; their connections go to `server`. */
export async function addListeningCopies(server: http.Server, copies = LISTENING_COPIES): Promise<ListeningCopies> {
  const handle = (server as unknown as { _handle?: object })._handle;
  const listening: net.Server[] = [];
  const close = () => {
    for (const copy of listening) copy.close();
  };
  if (!handle || copies <= 0) return { count: 0, close };
  await new Promise<void>((resolve) => {
    const child = fork(CHILD, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message, copy) => {
      if (message !== 'kaoshi:listening-socket' || !copy) return;
      // A connection a copy accepts is the server's, as one it accepted itself, with the server's
      // socket options: an HTTP server's half-open sockets and no Nagle delay (without it, a
      // response's last small write could wait for the client's delayed ACK).
      const copyServer = net.createServer(socketOptionsOf(server), (socket) => server.emit('connection', socket));
      copyServer.listen(copy as net.Server);
      listening.push(copyServer);
    });
    // The server starts whatever the helper does: given up on after HELPER_TIMEOUT_MS.
    const timer = setTimeout(() => child.kill(), HELPER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    // The channel closes once the helper is gone and every copy it sent has been read.
    child.once('disconnect', done);
    child.once('error', done);
    child.send({ type: 'kaoshi:copy-listening-socket', copies }, handle as net.Server);
  }).catch(() => undefined); // no helper process (fork failed): the server's own descriptor accepts alone
  return { count: listening.length, close };
}
