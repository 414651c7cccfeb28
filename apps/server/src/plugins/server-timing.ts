import type { FastifyInstance } from 'fastify';

/**
 * A `Server-Timing` header (W3C Server Timing) on every response: `app;dur=` the milliseconds
 * from the request's arrival in Fastify (its onRequest) to its serialised reply. The exam-day
 * benchmark sets SERVER_TIMING=1 and sets each call's latency beside the server's own share of
 * it, so that the time a request spends waiting outside the handler (in the load generator's
 * event loop, on the network, in the server's before its bytes are read) is told apart from the
 * time the server spent on it (docs/performance.md). Off unless set: timings tell an outsider
 * which requests did more work.
 */
export function registerServerTiming(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    return payload;
  });
}
