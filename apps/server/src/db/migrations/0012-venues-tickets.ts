import { type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * Venues and their rooms (seats numbered row by row), the rooms a publication seats its
 * candidates in (with whether a start needs a check-in), one admission ticket per candidate and
 * publication (a seat nobody else holds), and the server's secrets: the key that signs tickets'
 * QR codes is stored here so that every instance behind the load balancer signs alike.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('venues'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .$call(timestamps)
    .execute();
  await withId(db, db.schema.createTable('rooms'))
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('seats_per_row', 'integer', (col) => col.notNull())
    .$call(timestamps)
    .addUniqueConstraint('rooms_venue_name_unique', ['venue_id', 'name'])
    .execute();
  await db.schema
    .createTable('admission_plans')
    .addColumn('publication_id', 'integer', (col) => col.primaryKey().references('publications.id').onDelete('cascade'))
    .addColumn('check_in_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('admission_plan_rooms')
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('admission_plan_rooms_pk', ['publication_id', 'room_id'])
    .execute();
  await withId(db, db.schema.createTable('tickets'))
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_number', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id'))
    .addColumn('seat', 'integer', (col) => col.notNull())
    .addColumn('checked_in_at', 'bigint')
    .addColumn('checked_in_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .addUniqueConstraint('tickets_publication_student_unique', ['publication_id', 'student_id'])
    .addUniqueConstraint('tickets_seat_unique', ['publication_id', 'room_id', 'seat'])
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(200)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['server_secrets', 'tickets', 'admission_plan_rooms', 'admission_plans', 'rooms', 'venues']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
