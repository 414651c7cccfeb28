import type { FastifyInstance } from 'fastify';

/** Exam papers (/examPublishManage/examManage, EXAM-MANAGE). */
export async function paperRoutes(app: FastifyInstance) {
  void app;
}
