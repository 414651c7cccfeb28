import { type MigrationDb, withId } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_type', 'integer', (col) => col.notNull())
    .addColumn('email', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('introduction', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('class_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('department_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('resource_url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('remote_login', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_user_type_idx').on('users').column('user_type').execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('role_key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('role_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('built_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await withId(db, db.schema.createTable('permissions'))
    .addColumn('permission_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('link_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('parent_id', 'integer', (col) => col.references('permissions.id').onDelete('restrict'))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('built_in', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (col) => col.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('captchas')
    .addColumn('captcha_key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('answer', 'varchar(16)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['auth_codes', 'captchas', 'sessions', 'role_permissions', 'permissions', 'user_roles', 'roles', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
