import type { Lang } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { seatOnPublish } from '../modules/tickets/index.js';
import { DEMO_CLASS_CODE, demoExamSource, demoPublicationRow } from './demo-exam.js';
import { DEMO_FINISHED_CLASS_CODE } from './demo-results.js';
import { DEMO_TEXT } from './demo-text/index.js';

/**
 * The exam hall in the demo: a venue with two rooms and an exam of the demo paper held there
 * tomorrow, which needs a check-in. Its candidates (the demo student and the finished exam's six)
 * are seated by the tickets module's own allocation when it is published, so the ticket screen,
 * the printable tickets, the candidate's admission ticket and the check-in screen have data from
 * the first start. Runs once: nothing happens when any venue exists (the demo's, in whatever
 * language it was seeded, or a centre's own).
 */
export const DEMO_HALL_PUBLICATION_NAME = DEMO_TEXT.en.hall.publication;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ROOM_CAPACITY = 24;
const SEATS_PER_ROW = 6;

export async function seedDemoTickets(app: FastifyInstance, language: Lang) {
  const { db } = app;
  const text = DEMO_TEXT[language].hall;
  const done = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  const demo = await demoExamSource(db);
  const classes = await db.selectFrom('classes').select('id').where('code', 'in', [DEMO_CLASS_CODE, DEMO_FINISHED_CLASS_CODE]).execute();
  if (done || !demo || classes.length === 0) return;
  const now = app.clock.now();
  const stamps = { createdAt: now, updatedAt: now };
  // Tomorrow, on the hour: the exam is upcoming whatever time the demo first starts.
  const startsAt = Math.ceil((now + DAY_MS) / HOUR_MS) * HOUR_MS;

  await db.transaction().execute(async (trx) => {
    const venueId = (
      await trx
        .insertInto('venues')
        .values({ name: text.venue, address: text.address, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const roomIds: number[] = [];
    for (const name of text.rooms) {
      const room = await trx
        .insertInto('rooms')
        .values({ venueId, name, capacity: ROOM_CAPACITY, seatsPerRow: SEATS_PER_ROW, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      roomIds.push(room.id);
    }
    const publicationId = (
      await trx
        .insertInto('publications')
        .values(
          demoPublicationRow(demo, now, {
            name: text.publication,
            noticeId: demo.noticeId,
            startsAt,
            endsAt: startsAt + 2 * HOUR_MS,
            // Held in a hall: the integrity rules a centre would set.
            fullscreenRequired: 1,
            tabSwitchLimit: 3,
            blockCopyPaste: 1,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .insertInto('publicationClasses')
      .values(classes.map((row) => ({ publicationId, classId: row.id })))
      .execute();
    await trx.insertInto('admissionPlans').values({ publicationId, checkInRequired: 1, updatedAt: now }).execute();
    await trx
      .insertInto('admissionPlanRooms')
      .values(roomIds.map((roomId, position) => ({ publicationId, roomId, position })))
      .execute();
    await seatOnPublish(trx, publicationId, now);
  });
}
