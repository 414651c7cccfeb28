import type { FastifyInstance } from 'fastify';

/** Candidates taking exams: their exams, the exam room, start, answers, submit. */
export async function attemptRoutes(app: FastifyInstance) {
  void app;
}
