import type {
  ListPublicationQuery,
  Paged,
  PUBLICATION_SORT_FIELDS,
  PublicationKind,
  PublicationOption,
  PublicationRecord,
  PublicationStoredState,
  ResultVisibility,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { childCount, listing, type SortColumns } from '../../lib/crud.js';
import { eligibleStudentIds } from '../exam-core/index.js';
import { publicationState, whereState } from './state.js';

const from = (db: Kysely<Database>) => db.selectFrom('publications');

/** The list's filters; `now` decides the shown states (published, open, closed). */
const filtered = (now: number) => (base: ReturnType<typeof from>, query: ListPublicationQuery, dialect: DialectName) => {
  if (query.name) base = base.where(containsText(dialect, 'publications.name', query.name));
  if (query.paperId) base = base.where('publications.paperId', '=', query.paperId);
  if (query.kind) base = base.where('publications.kind', '=', query.kind);
  if (query.state) base = whereState(base, query.state, now);
  if (query.classId) {
    const classId = query.classId;
    // A supplementary exam stores no batches of its own: it is for its parent's batches.
    base = base.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('publicationClasses')
          .select('publicationClasses.classId')
          .where('publicationClasses.classId', '=', classId)
          .where((eb) =>
            eb.or([
              eb('publicationClasses.publicationId', '=', eb.ref('publications.id')),
              eb('publicationClasses.publicationId', '=', eb.ref('publications.parentPublicationId')),
            ]),
          ),
      ),
    );
  }
  return base;
};

const columns = (query: ReturnType<typeof from>) =>
  query
    .innerJoin('papers', 'papers.id', 'publications.paperId')
    .leftJoin('notices', 'notices.id', 'publications.noticeId')
    .leftJoin('publications as parent', 'parent.id', 'publications.parentPublicationId')
    .select([
      'publications.id as publicationId',
      'publications.name',
      'publications.paperId',
      'papers.name as paperName',
      'publications.noticeId',
      'notices.title as noticeTitle',
      'publications.parentPublicationId',
      'parent.name as parentPublicationName',
      'publications.startsAt',
      'publications.endsAt',
      'publications.durationMinutes',
      'publications.attemptsAllowed',
      'publications.tabSwitchLimit',
      'publications.createdAt',
      'publications.updatedAt',
      childCount('attempts', 'attempts.publicationId', 'publications.id').as('attemptCount'),
    ])
    .select((eb) => [
      eb.ref('publications.kind').$castTo<PublicationKind>().as('kind'),
      eb.ref('publications.resultVisibility').$castTo<ResultVisibility>().as('resultVisibility'),
      eb.ref('publications.fullscreenRequired').$castTo<0 | 1>().as('fullscreenRequired'),
      eb.ref('publications.blockCopyPaste').$castTo<0 | 1>().as('blockCopyPaste'),
      eb.ref('publications.state').$castTo<PublicationStoredState>().as('storedState'),
    ]);

const sort = {
  columns: {
    name: 'publications.name',
    startsAt: 'publications.startsAt',
    endsAt: 'publications.endsAt',
    createdAt: 'publications.createdAt',
  } satisfies SortColumns<typeof PUBLICATION_SORT_FIELDS>,
  id: 'publications.id',
};

/** The list, export and find of publications as they stand at `now`. */
const listingAt = (now: number) => listing({ from, filter: filtered(now), columns, sort });

type PublicationRow = NonNullable<Awaited<ReturnType<ReturnType<typeof listingAt>['find']>>>;

/** Batch ids and names of each publication, by name. */
async function classesOf(db: Kysely<Database>, publicationIds: number[]) {
  const byPublication = new Map<number, { classIds: number[]; classNames: string[] }>();
  if (publicationIds.length === 0) return byPublication;
  const rows = await db
    .selectFrom('publicationClasses')
    .innerJoin('classes', 'classes.id', 'publicationClasses.classId')
    .select(['publicationClasses.publicationId', 'classes.id', 'classes.name'])
    .where('publicationClasses.publicationId', 'in', publicationIds)
    .orderBy('classes.name')
    .orderBy('classes.id')
    .execute();
  for (const row of rows) {
    const entry = byPublication.get(row.publicationId) ?? { classIds: [], classNames: [] };
    entry.classIds.push(row.id);
    entry.classNames.push(row.name);
    byPublication.set(row.publicationId, entry);
  }
  return byPublication;
}

/** How many students may sit the publication (modules/exam-core/eligibility.ts decides who). */
export async function candidateCount(db: Kysely<Database>, publication: { id: number; kind: string; parentPublicationId: number | null }) {
  const { count } = await db
    .selectFrom(eligibleStudentIds(db, publication).as('eligible'))
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Rows → records: batches, the shown state and the candidate count added. */
async function records(db: Kysely<Database>, rows: PublicationRow[], now: number): Promise<PublicationRecord[]> {
  const classes = await classesOf(
    db,
    rows.map((row) => row.publicationId),
  );
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      ...(classes.get(row.publicationId) ?? { classIds: [], classNames: [] }),
      attemptCount: Number(row.attemptCount),
      state: publicationState(row.storedState, row, now),
      candidateCount: await candidateCount(db, { id: row.publicationId, kind: row.kind, parentPublicationId: row.parentPublicationId }),
    })),
  );
}

/** The list screen's reads at the server's `now`: sorted, filtered and paged in SQL. */
export const publicationListing = (clock: { now(): number }) => ({
  list: async (db: Kysely<Database>, dialect: DialectName, query: ListPublicationQuery): Promise<Paged<PublicationRecord>> => {
    const now = clock.now();
    const page = await listingAt(now).list(db, dialect, query);
    return { total: page.total, list: await records(db, page.list, now) };
  },
  exportAll: async (db: Kysely<Database>, dialect: DialectName, query: ListPublicationQuery) => {
    const now = clock.now();
    return records(db, await listingAt(now).exportAll(db, dialect, query), now);
  },
  find: async (db: Kysely<Database>, id: number): Promise<PublicationRecord | undefined> => {
    const now = clock.now();
    const row = await listingAt(now).find(db, id);
    return row ? (await records(db, [row], now))[0] : undefined;
  },
});

/** The pickers (proctors choose a publication to watch; publishers a parent for a re-exam): latest window first. */
export async function publicationOptions(db: Kysely<Database>, now: number, kind?: PublicationKind): Promise<PublicationOption[]> {
  let query = db.selectFrom('publications').select(['id as publicationId', 'name', 'kind', 'state', 'startsAt', 'endsAt']);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('startsAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    publicationId: row.publicationId,
    name: row.name,
    kind: row.kind as PublicationKind,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    state: publicationState(row.state as PublicationStoredState, row, now),
  }));
}

/** id → name, for the delete's messages; ids missing from the map do not exist. */
export async function publicationNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('publications').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
