import type { FastifyInstance } from 'fastify';

/** Publishing exams (/examPublishManage/publishManage, PUBLISHMANAGE + role SUPER). */
export async function publicationRoutes(app: FastifyInstance) {
  void app;
}
