import type { FastifyInstance } from 'fastify';
import { writeTransaction } from '../../db/group-commit.js';
import { precompiled } from '../../db/precompiled.js';
import { conflict } from '../../lib/app-error.js';

/**
 * The notice's minimum reading time, kept on the server (docs/SECURITY.md): the exam room call
 * records when the candidate first opened a notice that asks for reading time, and a start
 * earlier than that plus the reading time is refused. The page's own timer starts when the
 * room's answer arrives, after this record, so a candidate who waits for it is never refused.
 */
export async function noteNoticeOpened(app: FastifyInstance, publicationId: number, studentId: number, minReadingSeconds: number) {
  if (minReadingSeconds <= 0) return;
  const openedAt = app.clock.now();
  // The first opening counts: reading it again later does not restart the time.
  await writeTransaction(app, (trx) =>
    trx
      .insertInto('noticeReadings')
      .values({ publicationId, studentId, openedAt })
      .onConflict((oc) => oc.columns(['publicationId', 'studentId']).doNothing())
      .execute(),
  );
}

// Every start of an exam with a notice asks: compiled once (db/precompiled.ts).
const noticeReading = precompiled((db, _dialect, noticeId: number, publicationId: number, studentId: number) =>
  db
    .selectFrom('notices')
    .leftJoin('noticeReadings', (join) =>
      join.on('noticeReadings.publicationId', '=', publicationId).on('noticeReadings.studentId', '=', studentId),
    )
    .select(['notices.minReadingSeconds', 'noticeReadings.openedAt'])
    .where('notices.id', '=', noticeId),
);

/** Refuses a start before the notice's reading time has passed since the candidate opened it. */
export async function requireNoticeRead(
  app: FastifyInstance,
  publication: { id: number; noticeId: number | null },
  studentId: number,
  now: number,
) {
  if (publication.noticeId === null) return;
  const [row] = (await noticeReading(app.db, app.dialect, publication.noticeId, publication.id, studentId)).rows;
  if (!row || row.minReadingSeconds <= 0) return;
  const readFrom = row.openedAt === null ? now : Number(row.openedAt);
  const waitMs = readFrom + row.minReadingSeconds * 1000 - now;
  if (waitMs > 0) throw conflict('noticeNotReadYet', { seconds: Math.ceil(waitMs / 1000), minimum: row.minReadingSeconds });
}
