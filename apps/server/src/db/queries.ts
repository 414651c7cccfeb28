import type { PageQuery } from '@kaoshi/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database.js';

/**
 * Case-insensitive "contains" on a column, with the user's % and _ taken literally.
 * PostgreSQL needs ILIKE; SQLite's LIKE already ignores ASCII case.
 */
export function containsText(dialect: DialectName, column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const operator = sql.raw(dialect === 'postgres' ? 'ILIKE' : 'LIKE');
  return sql<boolean>`${sql.ref(column)} ${operator} ${pattern} ESCAPE '\\'`;
}

export const pageOffset = (query: PageQuery) => (query.page - 1) * query.limit;
