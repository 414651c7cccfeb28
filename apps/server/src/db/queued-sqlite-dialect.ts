import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

/**
 * A lock that hands itself to the longest waiter. Kysely's SQLite driver guards its one connection
 * with a lock whose release wakes every waiter at once: each one checks, finds it taken by the
 * first, and waits again. With n requests waiting that is n wake-ups per statement, so the cost of
 * a statement grows with the crowd behind it, and the exam's opening minute is that crowd
 * (docs/performance.md, round 16). Here a release wakes the next waiter only, in arrival order.
 */
export class HandOverLock {
  #held = false;
  readonly #waiters: ((() => void) | undefined)[] = [];
  /** Index of the next waiter in #waiters: a head index, not shift(), which copies a long queue. */
  #head = 0;

  /** Resolves once the caller holds the lock (at once when it is free). */
  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Hands the lock to the next waiter, or frees it when nobody waits. */
  release(): void {
    if (!this.#held) throw new Error('HandOverLock released while not held');
    const next = this.#waiters[this.#head];
    if (next === undefined) {
      this.#held = false;
      this.#waiters.length = this.#head = 0;
      return;
    }
    this.#waiters[this.#head++] = undefined;
    // Compact now and then, so that a queue that never empties does not grow without end.
    if (this.#head > 1024 && this.#head * 2 > this.#waiters.length) {
      this.#waiters.splice(0, this.#head);
      this.#head = 0;
    }
    next();
  }

  /** Waiting callers, for tests. */
  get waiting(): number {
    return this.#waiters.length - this.#head;
  }
}

/**
 * Kysely's driver with its connection queued behind a HandOverLock. The stock lock still runs
 * inside, always free by then, so the driver's own bookkeeping is unchanged.
 */
class QueuedSqliteDriver extends SqliteDriver {
  readonly #lock = new HandOverLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#lock.release();
  }
}

/** SQLite with its one connection handed to waiters in turn (QueuedSqliteDriver). */
export class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.#config);
  }
}
