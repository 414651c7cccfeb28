/**
 * One owner per table: the module that alone inserts, updates and deletes its rows. Every other
 * module asks the owner through its index.ts; reading stays free. `table-owners.test.ts` scans
 * the server's code (tests and test fixtures excepted: they set a case up directly) and fails on
 * a write anywhere else. A table missing here has no single owner yet.
 */
export const TABLE_OWNERS = {
  users: 'accounts',
  userRoles: 'accounts',
  attempts: 'attempts',
  attemptAnswers: 'attempts',
} as const;

/** The SQL names of the owned tables (raw statements are checked too). */
export const SQL_TABLE_NAMES: Record<keyof typeof TABLE_OWNERS, string> = {
  users: 'users',
  userRoles: 'user_roles',
  attempts: 'attempts',
  attemptAnswers: 'attempt_answers',
};

/**
 * Folders outside modules/ that may write an owned table, and why. A migration reshapes and
 * backfills a table before any module runs, and stays as written when the module's code changes
 * later, so it cannot call the module.
 */
export const WRITERS_OUTSIDE_OWNERS: { folder: string; why: string }[] = [
  { folder: 'db/migrations/', why: 'a migration backfills the columns it adds, frozen with the schema of its day' },
];
