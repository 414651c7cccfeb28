import type { FastifyInstance } from 'fastify';

/** The live channel (WebSocket) and the proctor's live view and actions (MARKINGPAPERS). */
export async function liveRoutes(app: FastifyInstance) {
  void app;
}
