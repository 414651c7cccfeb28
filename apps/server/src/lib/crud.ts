import type { MessageKey, PageQuery, Paged, SortParams } from '@kaoshi/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../db/database.js';
import { containsText, pageOffset } from '../db/queries.js';
import type { Database } from '../db/schema.js';
import { conflict, notFound, type Phrase } from './app-error.js';

/**
 * What the organisation and base-data modules share: sorted pages, exports of a whole
 * filtered list, all-or-nothing deletes that say what still holds a record, and "code
 * already used within this parent".
 */

/** Sort fields of a list → the SQL column each one orders by. */
export type SortColumns<F extends readonly string[]> = Record<F[number], string>;

export interface SortSpec {
  columns: Record<string, string>;
  /** The primary key: the default order and the tie-breaker, so pages never overlap. */
  id: string;
}

/** Exports stop here; a filter narrows anything larger. */
export const EXPORT_MAX_ROWS = 100_000;

// Kysely's own type for "FROM and WHERE chosen, nothing selected yet".
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type Filtered<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, {}>;

function ordered<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, params: SortParams, sort: SortSpec) {
  const direction = params.sortOrder === 'descend' ? 'desc' : 'asc';
  const column = params.sortField ? sort.columns[params.sortField] : undefined;
  const first = column ? query.orderBy(sql.ref(column), direction) : query;
  return first.orderBy(sql.ref(sort.id), column ? 'asc' : direction);
}

/**
 * One page of a filtered list, with the total of all matches; sorting and paging happen in
 * SQL. `columns` may join what only the page needs: the count runs on `filtered` alone.
 */
async function pagedList<DB, TB extends keyof DB, DB2, TB2 extends keyof DB2, O>(
  filtered: Filtered<DB, TB>,
  columns: (query: Filtered<DB, TB>) => SelectQueryBuilder<DB2, TB2, O>,
  params: PageQuery & SortParams,
  sort: SortSpec,
): Promise<Paged<O>> {
  const counted = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const total = (counted as { total: number | string }).total;
  const list = await ordered(columns(filtered), params, sort).limit(params.limit).offset(pageOffset(params)).execute();
  return { list, total: Number(total) };
}

/** The whole filtered list in the list's order (exports), up to EXPORT_MAX_ROWS. */
async function allRows<DB, TB extends keyof DB, DB2, TB2 extends keyof DB2, O>(
  filtered: Filtered<DB, TB>,
  columns: (query: Filtered<DB, TB>) => SelectQueryBuilder<DB2, TB2, O>,
  params: SortParams,
  sort: SortSpec,
): Promise<O[]> {
  return ordered(columns(filtered), params, sort).limit(EXPORT_MAX_ROWS).execute();
}

/** Filters by the levels of the organisation tree above a record. */
export interface Placement {
  schoolId?: number;
  departmentId?: number;
  subjectId?: number;
}

/** The "name contains" and "code contains" filters of a list, on `table`'s columns. */
export function nameAndCode<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  query: { name?: string; code?: string },
  dialect: DialectName,
  table: string,
) {
  if (query.name) base = base.where(containsText(dialect, `${table}.name`, query.name));
  if (query.code) base = base.where(containsText(dialect, `${table}.code`, query.code));
  return base;
}

/**
 * Keeps the rows under the given job type, job category and/or project. The query must have
 * `subjects` and `departments` joined; `subjectColumn` is the record's own job-type column.
 */
export function placedUnder<DB, TB extends keyof DB, O>(base: SelectQueryBuilder<DB, TB, O>, filter: Placement, subjectColumn?: string) {
  if (filter.subjectId && subjectColumn) base = base.where(sql.ref(subjectColumn), '=', filter.subjectId);
  if (filter.departmentId) base = base.where(sql.ref('subjects.departmentId'), '=', filter.departmentId);
  if (filter.schoolId) base = base.where(sql.ref('departments.schoolId'), '=', filter.schoolId);
  return base;
}

/**
 * The three reads of a list screen from one description: a page of the filtered list, the
 * whole filtered list (exports, same order) and one record by id.
 */
export interface ListingSpec<DB, TB extends keyof DB, DB2, TB2 extends keyof DB2, O, Q> {
  /** The record's table and joins, unfiltered. */
  from: (db: Kysely<Database>) => Filtered<DB, TB>;
  /** The list's filters, added to `from` (`db` for subqueries). */
  filter: (base: Filtered<DB, TB>, query: Q, dialect: DialectName, db: Kysely<Database>) => Filtered<DB, TB>;
  /** What a record is; may join what only the selected rows need. */
  columns: (query: Filtered<DB, TB>) => SelectQueryBuilder<DB2, TB2, O>;
  sort: SortSpec;
}

export function listing<DB, TB extends keyof DB, DB2, TB2 extends keyof DB2, O, Q extends PageQuery & SortParams>(
  spec: ListingSpec<DB, TB, DB2, TB2, O, Q>,
) {
  const filtered = (db: Kysely<Database>, dialect: DialectName, query: Q) => spec.filter(spec.from(db), query, dialect, db);
  return {
    list: (db: Kysely<Database>, dialect: DialectName, query: Q) => pagedList(filtered(db, dialect, query), spec.columns, query, spec.sort),
    exportAll: (db: Kysely<Database>, dialect: DialectName, query: Q) =>
      allRows(filtered(db, dialect, query), spec.columns, query, spec.sort),
    find: (db: Kysely<Database>, id: number): Promise<O | undefined> =>
      spec
        .columns(spec.from(db))
        .where(sql<boolean>`${sql.ref(spec.sort.id)} = ${id}`)
        .executeTakeFirst() as Promise<O | undefined>,
  };
}

/**
 * A column counting the rows of `table` whose `column` equals the outer query's `parentId`
 * column. `alias` names the counted table when it is the outer table too (a tree).
 */
export const childCount = (table: keyof Database, column: string, parentId: string, alias?: string) =>
  sql<number>`(select count(*) from ${sql.table(table)}${alias ? sql` as ${sql.id(alias)}` : sql``} where ${sql.ref(column)} = ${sql.ref(parentId)})`;

/** How many rows of `table` point at each of the given ids through `column` (ids with none are absent). */
export async function countByParent(db: Kysely<Database>, table: keyof Database, column: string, ids: readonly number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom(table)
    .select([sql<number>`${sql.ref(column)}`.as('parentId'), sql<number>`count(*)`.as('count')])
    .where(sql.ref(column), 'in', ids)
    .groupBy(sql.ref(column))
    .execute();
  for (const row of rows) counts.set(Number(row.parentId), Number(row.count));
  return counts;
}

/** Something that keeps a record from being deleted: "the batch X still has N student(s)". */
export interface Holder {
  message: MessageKey;
  count: (db: Kysely<Database>, ids: readonly number[]) => Promise<Map<number, number>>;
}

/** Rows of `table` whose `column` points at the record hold it. */
export const heldBy = (table: keyof Database, column: string, message: MessageKey): Holder => ({
  message,
  count: (db, ids) => countByParent(db, table, column, ids),
});

export interface DeleteSpec {
  /** The records' names by id; ids missing from the map do not exist. */
  names: (db: Kysely<Database>, ids: readonly number[]) => Promise<Map<number, string>>;
  /** Message for a single unknown id ({id}). */
  notFound: MessageKey;
  holders: readonly Holder[];
  /** Deletes the records (inside the transaction), and whatever goes with them. */
  remove: (trx: Kysely<Database>, ids: number[]) => Promise<void>;
}

/**
 * Deletes all the given records or none: when any is unknown or still held by children,
 * nothing is deleted and the message names each holder and how many it holds.
 */
export async function deleteAllOrNothing(db: Kysely<Database>, spec: DeleteSpec, requested: readonly number[]) {
  const ids = [...new Set(requested)];
  const names = await spec.names(db, ids);
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length > 0) {
    throw ids.length === 1 ? notFound(spec.notFound, { id: missing[0]! }) : notFound('recordsNotFound', { ids: missing.join(', ') });
  }
  const reasons: Phrase[] = [];
  for (const holder of spec.holders) {
    const counts = await holder.count(db, ids);
    for (const id of ids) {
      const count = counts.get(id);
      if (count) reasons.push({ key: holder.message, params: { name: names.get(id)!, count } });
    }
  }
  if (reasons.length === 1 && ids.length === 1) throw conflict(reasons[0]!.key, reasons[0]!.params);
  if (reasons.length > 0) throw conflict('nothingDeleted', { reasons });
  await db.transaction().execute((trx) => spec.remove(trx, ids));
}

/** id → name of the rows of an organisation table. */
export async function namesById(
  db: Kysely<Database>,
  table: 'schools' | 'departments' | 'subjects' | 'classes' | 'courses' | 'knowledgePoints',
  ids: readonly number[],
) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * True when another row of `table` already has the code within the same parent (or at all,
 * when there is no parent column).
 */
export async function codeTaken(
  db: Kysely<Database>,
  table: 'schools' | 'departments' | 'subjects' | 'classes' | 'courses' | 'knowledgePoints',
  code: string,
  parent: { column: string; id: number } | null,
  exceptId?: number,
) {
  let query = db.selectFrom(table).select('id').where('code', '=', code);
  if (parent) query = query.where(sql.ref(parent.column), '=', parent.id);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
