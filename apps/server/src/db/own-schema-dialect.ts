import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/** The migrator's own tables (migrate.ts names them so), listed only when asked for. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface ColumnRow {
  table: string;
  tableType: string;
  schema: string;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  autoIncrementing: string | null;
  comment: string | null;
}

/**
 * Lists the tables of the connection's own schema (its search path's first), not of every
 * schema in the database. Kysely's own listing reads every schema's tables and asks
 * pg_get_serial_sequence about each column; a schema dropped by someone else meanwhile fails it
 * with "schema … does not exist". The migrator and the fuzz tests' snapshots list tables, and a
 * database may hold other schemas that come and go (other tenants, other test files).
 */
class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #kyselys: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#kyselys = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#kyselys.getSchemas();
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "tableType", ns.nspname as "schema",
        a.attname as "column", typ.typname as "type", dtns.nspname as "typeSchema",
        a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "autoIncrementing",
        col_description(a.attrelid, a.attnum) as "comment"
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.tableType === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.autoIncrementing !== null,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions) {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL with table listings confined to the connection's own schema (above). */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
