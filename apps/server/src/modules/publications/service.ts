import {
  type AddPublicationBody,
  type PublicationRecord,
  type PublicationStoredState,
  type UpdatePublicationBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { deleteAllOrNothing, heldBy, type Holder } from '../../lib/crud.js';
import { pendingAttemptCount } from '../../lib/results-final.js';
import type { Viewer } from '../../types.js';
import { assertRoomsFree, plannedRoomIds } from '../tickets/index.js';
import { checkPublication } from './checks.js';
import { publicationListing, publicationNames } from './repository.js';
import { beforeAnyoneCanEnter } from './state.js';

export async function requirePublication(app: FastifyInstance, publicationId: number): Promise<PublicationRecord> {
  const record = await publicationListing(app.clock).find(app.db, publicationId);
  if (!record) throw notFound('publicationNotFound', { id: publicationId });
  return record;
}

/** The stored columns the rules look at (no joins, no counts). */
export async function requireStoredPublication(db: Kysely<Database>, publicationId: number) {
  const row = await db
    .selectFrom('publications')
    .select(['id', 'name', 'paperId', 'kind', 'parentPublicationId', 'startsAt', 'endsAt', 'durationMinutes', 'state'])
    .where('id', '=', publicationId)
    .executeTakeFirst();
  if (!row) throw notFound('publicationNotFound', { id: publicationId });
  return { ...row, state: row.state as PublicationStoredState };
}

/**
 * A paper stays locked while a published exam uses it (modules/papers: a locked paper takes a
 * new name only). When an exam is withdrawn, deleted or moved to another paper before anyone sat
 * it, its old paper is released unless another published exam still uses it.
 */
export async function releasePaperLocks(trx: Kysely<Database>, paperIds: readonly number[]) {
  if (paperIds.length === 0) return;
  await trx
    .updateTable('papers')
    .set({ locked: 0 })
    .where('id', 'in', [...new Set(paperIds)])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('publications')
            .select('publications.id')
            .whereRef('publications.paperId', '=', 'papers.id')
            .where('publications.state', '=', 'published'),
        ),
      ),
    )
    .execute();
}

async function storeClasses(trx: Kysely<Database>, publicationId: number, classIds: readonly number[]) {
  await trx.deleteFrom('publicationClasses').where('publicationId', '=', publicationId).execute();
  if (classIds.length > 0)
    await trx
      .insertInto('publicationClasses')
      .values(classIds.map((classId) => ({ publicationId, classId })))
      .execute();
}

export async function addPublication(app: FastifyInstance, body: AddPublicationBody, viewer: Viewer) {
  const { classIds, columns } = await checkPublication(app.db, body);
  const now = app.clock.now();
  const id = await app.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('publications')
      .values({ ...columns, state: 'draft', publishedAt: null, createdBy: viewer.userId, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeClasses(trx, id, classIds);
    return id;
  });
  return requirePublication(app, id);
}

export const attemptCount = async (db: Kysely<Database>, publicationId: number) =>
  Number(
    (
      await db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('publicationId', '=', publicationId)
        .executeTakeFirstOrThrow()
    ).count,
  );

/**
 * Changes are for drafts, and for published exams nobody can enter yet; after that the window
 * can only be extended and candidates given extra time (40900 says so).
 */
async function assertChangeable(db: Kysely<Database>, current: Awaited<ReturnType<typeof requireStoredPublication>>, now: number) {
  if (current.state === 'withdrawn') throw conflict('publicationWithdrawnNoChange', { name: current.name });
  if (!beforeAnyoneCanEnter(current.state, current.startsAt, now)) throw conflict('publicationStarted', { name: current.name });
  const count = await attemptCount(db, current.id);
  if (count > 0) throw conflict('publicationHasAttempts', { name: current.name, count });
}

/**
 * A published exam must still have a window ahead. A re-exam (make-up) opens only after its
 * original has closed and its results are final (docs/RESULTS.md): the original published and
 * closed, nobody still writing it, every finished attempt marked, and the re-exam's window after
 * the original's. Otherwise its eligible list would hold candidates who may still sit or pass
 * the original.
 */
export async function assertPublishable(
  db: Kysely<Database>,
  publication: { name: string; startsAt: number; endsAt: number; parentPublicationId: number | null },
  now: number,
) {
  if (publication.endsAt <= now) throw conflict('publicationWindowOver', { name: publication.name });
  if (publication.parentPublicationId === null) return;
  const parentId = publication.parentPublicationId;
  const parent = await db
    .selectFrom('publications')
    .select(['name', 'state', 'endsAt'])
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  const names = { name: publication.name, parent: parent.name };
  if (parent.state !== 'published') throw conflict('publicationParentNotPublished', names);
  if (parent.endsAt > now) throw conflict('publicationParentStillOpen', names);
  if (publication.startsAt < parent.endsAt) throw conflict('publicationOpensBeforeParentCloses', names);
  const count = await pendingAttemptCount(db, parentId);
  if (count > 0) throw conflict('publicationParentNotFinal', { ...names, count });
}

export async function updatePublication(app: FastifyInstance, body: UpdatePublicationBody) {
  const { publicationId, ...fields } = body;
  const now = app.clock.now();
  const current = await requireStoredPublication(app.db, publicationId);
  await assertChangeable(app.db, current, now);
  const { classIds, columns } = await checkPublication(app.db, fields, publicationId);
  const published = current.state === 'published';
  if (published) await assertPublishable(app.db, columns, now);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('publications')
      .set({ ...columns, updatedAt: now })
      .where('id', '=', publicationId)
      .execute();
    await storeClasses(trx, publicationId, classIds);
    // A new window must not take a room another exam holds then (tickets/room-booking.ts).
    const roomIds = await plannedRoomIds(trx, publicationId);
    await assertRoomsFree(trx, app.dialect, { publicationId, startsAt: columns.startsAt, endsAt: columns.endsAt, roomIds });
    if (published && columns.paperId !== current.paperId) {
      await trx.updateTable('papers').set({ locked: 1 }).where('id', '=', columns.paperId).execute();
      await releasePaperLocks(trx, [current.paperId]);
    }
  });
  return requirePublication(app, publicationId);
}

/** Publications whose window has opened (or that were withdrawn, kept for their log) hold themselves. */
const notDeletable = (now: number): Holder[] => [
  {
    message: 'publicationStarted',
    count: async (db, ids) => {
      const rows = await db
        .selectFrom('publications')
        .select('id')
        .where('id', 'in', ids)
        .where('state', '=', 'published')
        .where('startsAt', '<=', now)
        .execute();
      return new Map(rows.map((row) => [row.id, 1]));
    },
  },
  {
    message: 'publicationWithdrawnKept',
    count: async (db, ids) => {
      const rows = await db.selectFrom('publications').select('id').where('id', 'in', ids).where('state', '=', 'withdrawn').execute();
      return new Map(rows.map((row) => [row.id, 1]));
    },
  },
];

/** All or nothing: drafts and published exams nobody could enter yet; their batches go with them. */
export const deletePublications = (app: FastifyInstance, ids: readonly number[]) =>
  deleteAllOrNothing(
    app.db,
    {
      names: publicationNames,
      notFound: 'publicationNotFound',
      holders: [
        ...notDeletable(app.clock.now()),
        heldBy('attempts', 'attempts.publicationId', 'publicationHasAttempts'),
        heldBy('publications', 'publications.parentPublicationId', 'publicationHasSupplementaries'),
      ],
      remove: async (trx, list) => {
        const papers = await trx.selectFrom('publications').select('paperId').where('id', 'in', list).execute();
        await trx.deleteFrom('publications').where('id', 'in', list).execute();
        await releasePaperLocks(
          trx,
          papers.map((row) => row.paperId),
        );
      },
    },
    ids,
  );
