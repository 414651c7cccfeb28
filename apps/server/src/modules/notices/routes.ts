import type { FastifyInstance } from 'fastify';

/** Exam notices (/examPublishManage/examInstruction, EXAM-INSTRUCTION). */
export async function noticeRoutes(app: FastifyInstance) {
  void app;
}
