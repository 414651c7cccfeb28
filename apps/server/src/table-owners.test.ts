import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SQL_TABLE_NAMES, TABLE_OWNERS, WRITERS_OUTSIDE_OWNERS } from './table-owners.js';

type Table = keyof typeof TABLE_OWNERS;
const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));

/** Tests and their fixtures set a case up by writing rows directly. */
const isTestCode = (path: string) => /\.test\.ts$|-fixture\.ts$|(^|\/)test\/|\/test-bank\.ts$/.test(path);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const tables = Object.keys(TABLE_OWNERS) as Table[];
const either = (names: readonly string[]) => names.map((name) => name.replace(/[^\w]/g, '')).join('|');
/** Kysely's writes (`insertInto('users')`, also `'users as u'`), and raw SQL (`UPDATE user_roles`). */
const KYSELY_WRITE = new RegExp(
  `\\b(?:insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\\(\\s*['"\`](${either(tables)})(?:\\s+as\\s+\\w+)?['"\`]`,
  'g',
);
const SQL_WRITE = new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(${either(Object.values(SQL_TABLE_NAMES))})\\b"?\\s`, 'gi');

/** The module a file belongs to (apps/server/src/modules/<name>/…), or undefined outside modules/. */
const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

/** Every write to an owned table in `source` that `path` (relative to apps/server/src) may not make. */
function foreignWrites(path: string, source: string) {
  if (WRITERS_OUTSIDE_OWNERS.some(({ folder }) => path.startsWith(folder))) return [];
  const found: string[] = [];
  const tableOfSql = (name: string) => tables.find((table) => SQL_TABLE_NAMES[table] === name.toLowerCase())!;
  for (const [pattern, tableOf] of [
    [KYSELY_WRITE, (name: string) => name as Table],
    [SQL_WRITE, tableOfSql],
  ] as const) {
    for (const match of source.matchAll(pattern)) {
      const table = tableOf(match[1]!);
      if (moduleOf(path) === TABLE_OWNERS[table]) continue;
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${path}:${line} writes ${table} (owner: modules/${TABLE_OWNERS[table]})`);
    }
  }
  return found;
}

describe('one owner per table', () => {
  it('no server code but the owner (and the migrations) writes an owned table', () => {
    const writes = sourceFiles(SERVER_SRC)
      .map((file) => relative(SERVER_SRC, file).split('\\').join('/'))
      .filter((path) => !isTestCode(path))
      .flatMap((path) => foreignWrites(path, readFileSync(join(SERVER_SRC, path), 'utf8')));
    expect(writes).toEqual([]);
  });

  it('names a real module as each owner', () => {
    const modules = new Set(readdirSync(join(SERVER_SRC, 'modules')));
    for (const owner of Object.values(TABLE_OWNERS)) expect(modules, owner).toContain(owner);
  });

  it('catches a planted write in another module, through Kysely or raw SQL, and lets the owner write', () => {
    const planted = [
      "await trx.updateTable('users').set({ locked: 1 }).execute();",
      'await db\n  .insertInto(\n    "attemptAnswers"\n  ).values(row).execute();',
      "await db.deleteFrom('userRoles as r').execute();",
      'await sql`UPDATE attempts SET status = 4 WHERE id = ${id}`.execute(db);',
    ].join('\n');
    expect(foreignWrites('modules/marking/planted.ts', planted)).toEqual([
      'modules/marking/planted.ts:1 writes users (owner: modules/accounts)',
      'modules/marking/planted.ts:3 writes attemptAnswers (owner: modules/attempts)',
      'modules/marking/planted.ts:6 writes userRoles (owner: modules/accounts)',
      'modules/marking/planted.ts:7 writes attempts (owner: modules/attempts)',
    ]);
    expect(foreignWrites('seed/planted.ts', "db.insertInto('users')")).toHaveLength(1);
    expect(foreignWrites('modules/accounts/planted.ts', "db.insertInto('users'); db.deleteFrom('userRoles')")).toEqual([]);
    expect(foreignWrites('modules/attempts/planted.ts', planted)).toHaveLength(2);
    expect(foreignWrites('db/migrations/0099-planted.ts', planted)).toEqual([]);
    // Reading is free.
    expect(foreignWrites('modules/marking/planted.ts', "db.selectFrom('users').selectAll()")).toEqual([]);
  });
});
