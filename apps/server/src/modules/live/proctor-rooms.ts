import type { ServerToProctor } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { type ProctorHint, proctorTopic } from '../../lib/live-hub.js';
import { liveCandidate } from './live-view.js';

/**
 * What reaches a proctor topic: a full row (notifyProctors), or a hint that a row changed (the
 * attempts module's by attempt, the tickets module's check-in by student), which each instance
 * turns into a row itself.
 */
type ProctorTopicMessage = ServerToProctor | ProctorHint;

type SendFrame = (frame: ServerToProctor) => void;

interface Room {
  watchers: Set<SendFrame>;
  unsubscribe: () => void;
}

/**
 * The proctors watching each publication on this instance. One hub subscription per
 * publication however many proctors watch it, so a hint is loaded once per instance, not once
 * per proctor; proctors only ever receive ServerToProctor frames.
 */
export function proctorRooms(app: FastifyInstance) {
  const rooms = new Map<number, Room>();

  const broadcast = (room: Room, frame: ServerToProctor) => {
    for (const send of [...room.watchers]) send(frame);
  };

  const receive = async (publicationId: number, message: ProctorTopicMessage) => {
    const room = rooms.get(publicationId);
    if (!room) return;
    if (message.type !== 'candidate-changed' && message.type !== 'student-changed') return broadcast(room, message);
    const studentId =
      message.type === 'student-changed'
        ? message.studentId
        : (await app.db.selectFrom('attempts').select('studentId').where('id', '=', message.attemptId).executeTakeFirst())?.studentId;
    const candidate = studentId !== undefined && (await liveCandidate(app.db, publicationId, studentId, app.clock.now()));
    if (candidate) broadcast(room, { type: 'candidate', candidate });
  };

  return {
    /** Starts sending the publication's candidate rows to `send`; returns the function that stops it. */
    join(publicationId: number, send: SendFrame): () => void {
      let room = rooms.get(publicationId);
      if (!room) {
        const unsubscribe = app.live.subscribe(proctorTopic(publicationId), (message) => {
          receive(publicationId, message as ProctorTopicMessage).catch((error: unknown) =>
            app.log.warn({ err: error }, 'live: proctor row failed'),
          );
        });
        room = { watchers: new Set(), unsubscribe };
        rooms.set(publicationId, room);
      }
      room.watchers.add(send);
      const joined = room;
      return () => {
        if (!joined.watchers.delete(send) || joined.watchers.size > 0) return;
        joined.unsubscribe();
        rooms.delete(publicationId);
      };
    },
  };
}

export type ProctorRooms = ReturnType<typeof proctorRooms>;
