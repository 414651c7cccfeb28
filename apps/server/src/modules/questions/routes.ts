import type { FastifyInstance } from 'fastify';

/** The question bank (/baseData/index, EXAM-QUESTION). */
export async function questionRoutes(app: FastifyInstance) {
  void app;
}
