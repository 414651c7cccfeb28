import { parseOptions } from '@kaoshi/exam-load';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES } from './harness.js';
import { createBenchDatabase, keepPlannerStatistics, seedExamDay } from './exam-day-setup.js';

/**
 * The exam-day benchmark's data set is analysed as a centre's database would be by exam day
 * (docs/performance.md round 29): on PostgreSQL the planner then knows how many candidates
 * there are, whatever the server's autovacuum setting.
 */
describe.each(DATABASES)('keepPlannerStatistics (%s)', (kind) => {
  it('leaves the seeded tables with the statistics the planner reads', async () => {
    const options = { ...parseOptions(['--db', kind, '--candidates', '40', '--questions', '5']), probeCandidates: 0 };
    const database = await createBenchDatabase(options);
    const lines: string[] = [];
    try {
      await seedExamDay(database.db, options);
      const stop = await keepPlannerStatistics(database.db, kind, (line) => lines.push(line));
      stop();
      if (kind === 'sqlite') return expect(lines).toEqual([]);
      const { rows } = await sql<{ analysed: boolean; tuples: number }>`
        select last_analyze is not null as analysed, c.reltuples as tuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.relname = 'users'`.execute(database.db);
      expect(rows[0]).toMatchObject({ analysed: true });
      expect(Number(rows[0]!.tuples)).toBeGreaterThanOrEqual(40);
      const { rows: setting } = await sql<{ autovacuum: string }>`show autovacuum`.execute(database.db);
      // With autovacuum off, the benchmark says it stands in for it; with it on, nothing to say.
      expect(lines.some((line) => line.includes('autovacuum is off'))).toBe(setting[0]!.autovacuum === 'off');
    } finally {
      await database.drop();
    }
  }, 60_000);
});
