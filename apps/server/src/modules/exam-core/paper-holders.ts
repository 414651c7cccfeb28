import type { Holder } from '../../lib/crud.js';

/**
 * A paper chosen by publications not (or no longer) published holds it too. Published ones are
 * left to the papers' own lock holder ("used by a published exam"), so no reason is given twice.
 */
export const paperHeldByUnpublished: Holder = {
  message: 'paperUsedByPublications',
  count: async (db, ids) => {
    const rows = await db
      .selectFrom('publications')
      .select((eb) => ['paperId', eb.fn.countAll<number | string>().as('count')])
      .where('paperId', 'in', ids)
      .where('state', '!=', 'published')
      .groupBy('paperId')
      .execute();
    return new Map(rows.map((row) => [row.paperId, Number(row.count)]));
  },
};
