import SQLite from 'better-sqlite3';
import { OpsError } from './settings.js';

export interface DatabaseLock {
  /** Closes the connection: SQLite copies any write-ahead log into the file first (it is the last one). */
  release(): void;
}

/**
 * Proves that no process has the database open, and keeps it that way until released.
 *
 * Every connection to a SQLite database in WAL mode holds a shared lock on the file for as long
 * as it is open: the server's connection and its checkpointer's, idle or busy. A connection in
 * exclusive locking mode can begin an EXCLUSIVE transaction only when no other connection holds
 * one, so success means no server (or any other program) is using this file, and failure
 * (SQLITE_BUSY) means one is. The operating system drops the locks of a killed process, so
 * unlike a pid file this never goes stale after a crash, and a reused pid cannot fool it. While
 * held, a server starting on the file waits and then fails to open it.
 */
export function lockDatabase(file: string): DatabaseLock {
  const connection = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    connection.pragma('locking_mode = EXCLUSIVE');
    connection.exec('BEGIN EXCLUSIVE');
    connection.exec('COMMIT');
  } catch (error) {
    connection.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new OpsError(
        `${file} is in use: a server (or another program) has it open. Stop the server first (systemctl stop kaoshi, or Ctrl+C on npm start), then run the restore again.`,
      );
    }
    throw new OpsError(`${file} cannot be locked: ${(error as Error).message}`);
  }
  return { release: () => connection.close() };
}
