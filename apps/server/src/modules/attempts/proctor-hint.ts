import type { FastifyInstance } from 'fastify';
import { type ProctorHint, proctorTopic } from '../../lib/live-hub.js';

/**
 * Tells proctors watching the publication that one candidate's row changed (started, answered
 * an integrity check, submitted). Only a hint: the live module reloads the row and sends its
 * own proctor message, so nothing here decides what proctors see.
 */
export function hintProctors(app: FastifyInstance, publicationId: number, attemptId: number) {
  app.live.publish(proctorTopic(publicationId), { type: 'candidate-changed', attemptId } satisfies ProctorHint);
}
