import type { ServerToProctor } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { type ProctorHint, proctorTopic } from '../../lib/live-hub.js';
import { chunks } from '../../lib/sheet-import.js';
import { liveCandidatesOf } from './live-view.js';

/**
 * What reaches a proctor topic: a full row (notifyProctors), or a hint that a row changed (the
 * attempts module's by attempt, the tickets module's check-in by student), which each instance
 * turns into a row itself.
 */
type ProctorTopicMessage = ServerToProctor | ProctorHint;

/** Sends a ServerToProctor frame already serialised (once for all the room's watchers). */
type SendFrame = (text: string) => void;

interface Room {
  watchers: Set<SendFrame>;
  unsubscribe: () => void;
  /** Hints waiting for the next load: attempts and students whose rows changed. */
  changedAttempts: Set<number>;
  changedStudents: Set<number>;
  /** The next load is scheduled (or running). */
  loading: boolean;
}

/**
 * Hints are gathered this long and loaded together. In the opening minute of a large exam every
 * start and every first heartbeat hints the proctors (thousands a second): one statement per
 * hint would take the event loop the starts need, and a row a millisecond would swamp the
 * proctors' browsers. A quarter of a second is still live to a proctor.
 */
export const ROW_BATCH_MS = 250;

/**
 * The proctors watching each publication on this instance. One hub subscription per
 * publication however many proctors watch it, so a hint is loaded once per instance, not once
 * per proctor, and hints arriving together are loaded together; proctors only ever receive
 * ServerToProctor frames.
 */
export function proctorRooms(app: FastifyInstance) {
  const rooms = new Map<number, Room>();

  const broadcast = (room: Room, frame: ServerToProctor) => {
    const text = JSON.stringify(frame);
    for (const send of [...room.watchers]) send(text);
  };

  const hasChanges = (room: Room) => room.changedAttempts.size > 0 || room.changedStudents.size > 0;

  /** The changed rows, loaded after the hints had ROW_BATCH_MS to gather; then again if more came. */
  const loadChanged = async (publicationId: number, room: Room) => {
    while (hasChanges(room)) {
      await new Promise((resolve) => setTimeout(resolve, ROW_BATCH_MS));
      if (rooms.get(publicationId) !== room) return;
      const attemptIds = [...room.changedAttempts];
      const students = new Set(room.changedStudents);
      room.changedAttempts.clear();
      room.changedStudents.clear();
      for (const part of chunks(attemptIds)) {
        const rows = await app.db.selectFrom('attempts').select('studentId').where('id', 'in', part).execute();
        for (const row of rows) students.add(row.studentId);
      }
      for (const part of chunks([...students])) {
        const readAt = app.clock.now();
        const candidates = await liveCandidatesOf(app.db, publicationId, part, readAt);
        if (candidates.length > 0) broadcast(room, { type: 'candidates', candidates, readAt });
      }
    }
  };

  const scheduleLoad = (publicationId: number, room: Room) => {
    if (room.loading) return;
    room.loading = true;
    loadChanged(publicationId, room)
      .catch((error: unknown) => app.log.warn({ err: error }, 'live: proctor rows failed'))
      .finally(() => {
        room.loading = false;
        // Hints that came after the loop last looked (or while a failed load ran) still get their rows.
        if (rooms.get(publicationId) === room && hasChanges(room)) scheduleLoad(publicationId, room);
      });
  };

  const receive = (publicationId: number, message: ProctorTopicMessage) => {
    const room = rooms.get(publicationId);
    if (!room) return;
    if (message.type !== 'candidate-changed' && message.type !== 'student-changed') return broadcast(room, message);
    if (message.type === 'student-changed') room.changedStudents.add(message.studentId);
    else room.changedAttempts.add(message.attemptId);
    scheduleLoad(publicationId, room);
  };

  return {
    /** Starts sending the publication's candidate rows to `send`; returns the function that stops it. */
    join(publicationId: number, send: SendFrame): () => void {
      let room = rooms.get(publicationId);
      if (!room) {
        const unsubscribe = app.live.subscribe(proctorTopic(publicationId), (message) =>
          receive(publicationId, message as ProctorTopicMessage),
        );
        room = { watchers: new Set(), unsubscribe, changedAttempts: new Set(), changedStudents: new Set(), loading: false };
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
