/**
 * A proctor's live page on exam day, as the browser runs it: signed in before the opening, the
 * live socket watching the publication (receiving a row each time a candidate's row changes),
 * and, once the server has confirmed the watch, the publication's live view (every candidate's
 * row, read after the watch began) fetched and fetched again every LIVE_REFETCH_MS. An exam
 * centre watches its exam, so the benchmark does too: every start, first heartbeat, progress and
 * submission makes the server load rows for the proctors.
 */
import { API, type LiveView, USER_TYPE } from '@kaoshi/contracts';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ExamDayTarget } from './candidate.js';
import { logIn } from './sitting.js';

/** The live page's safety-net refetch (apps/web features/live: LIVE_REFETCH_MS). */
export const PROCTOR_REFETCH_MS = 30_000;

export interface ProctorReceived {
  rowsPushed: number;
  /** The frames the rows came in (the server sends a batch of rows as one frame). */
  rowFrames: number;
  viewsFetched: number;
}

export interface ProctorWatch {
  /** Stops refetching and closes the socket; resolves with what the proctor received. */
  stop(): Promise<ProctorReceived>;
}

export async function watchAsProctor(target: ExamDayTarget, username: string): Promise<ProctorWatch> {
  const { client, metrics } = target;
  const token = await logIn(client, username, target.passwordDigest, USER_TYPE.TEACHER);

  let rowsPushed = 0;
  let rowFrames = 0;
  let stopping = false;
  const started = performance.now();
  const socket = new WebSocket(target.socketUrl, { headers: { authorization: `Bearer ${token}` } });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  metrics.record('live socket (proctor)', performance.now() - started);
  // A page whose socket the server closed would watch nothing from then on: the run says so.
  socket.on('close', (code) => {
    if (!stopping) metrics.record('live socket (proctor)', 0, `closed by the server (${code})`);
  });
  socket.on('error', (error) =>
    metrics.record('live socket (proctor)', 0, `socket ${(error as NodeJS.ErrnoException).code ?? error.message}`),
  );
  // The server's time when the watch began, in its answer to `watch`.
  const watchedAt = new Promise<number>((resolve, reject) => {
    socket.once('close', () => reject(new Error('the live socket closed before the watch began')));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        type: string;
        candidates?: unknown[];
        code?: string;
        message?: string;
        serverNow?: number;
      };
      if (frame.type === 'candidates') {
        rowFrames++;
        rowsPushed += frame.candidates!.length;
      } else if (frame.type === 'serverTime') resolve(frame.serverNow!);
      else if (frame.type === 'error') metrics.record('live socket (proctor)', 0, `frame ${frame.code}: ${frame.message}`);
    });
  });
  socket.send(JSON.stringify({ type: 'watch', publicationId: target.publicationId }));

  // As the page: every view read after the watch began (a reading shared by other proctors will do).
  const viewUrl = `${API.liveView}?publicationId=${target.publicationId}&readAfter=${await watchedAt}`;
  let viewsFetched = 0;
  const fetchView = async () => {
    const view = await client.call<LiveView>('GET', viewUrl, token);
    metrics.record('live view (proctor)', view.ms, view.error);
    if (view.ok) viewsFetched++;
  };
  await fetchView();
  const refetch = setInterval(() => void fetchView(), PROCTOR_REFETCH_MS);

  return {
    stop: async () => {
      stopping = true;
      clearInterval(refetch);
      if (socket.readyState !== WebSocket.CLOSED) {
        const closed = new Promise((resolve) => socket.once('close', resolve));
        socket.close();
        await closed;
      }
      return { rowsPushed, rowFrames, viewsFetched };
    },
  };
}
