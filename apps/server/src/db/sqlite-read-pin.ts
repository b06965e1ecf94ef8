// A read lock that SQLite's statements outside a transaction can share (docs/decisions/0439-sqlite-reads-share-a-held-read-lock.md).
//
// In WAL mode every statement outside a transaction begins and ends a read transaction, and each takes
// and releases a shared lock on a read-mark of the -shm file: two fcntl system calls, about 8 µs a
// statement on our virtual machines, where a primary-key read costs under 1 µs. SQLite's unix VFS keeps
// count of the shm locks a process holds and makes the system call only for the first holder and the last
// releaser. So a second connection of this process holding a read transaction on the newest snapshot
// makes every read of the main connection that lands on the same read-mark lock in memory only.
//
// What it must not do is what an open reader does to the WAL: keep a checkpoint from copying frames
// written after its snapshot, and keep a writer from starting the WAL file over. So the pin is let go
// before this process writes (a transaction's BEGIN, a statement that changes something, a PRAGMA or
// VACUUM) and taken again by the next read; it is never older than `maxAgeMs` (another process's writes
// are then behind it for at most that long) and is let go after `idleMs` without a read.
import BetterSqlite from 'better-sqlite3';

export interface ReadPinOptions {
  /** A held pin older than this is taken afresh on the newest snapshot at the next read. */
  maxAgeMs?: number;
  /** A pin no read used for this long is let go. */
  idleMs?: number;
}

export interface ReadPinStats {
  /** Read transactions the pin began. */
  holds: number;
  /** Read transactions it ended. */
  releases: number;
}

export class SqliteReadPin {
  readonly stats: ReadPinStats = { holds: 0, releases: 0 };
  readonly #file: string;
  readonly #maxAgeMs: number;
  readonly #idleMs: number;
  #connection: BetterSqlite.Database | undefined;
  #read: BetterSqlite.Statement | undefined;
  #held = false;
  #heldSince = 0;
  #lastUse = 0;
  #idleTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(file: string, options: ReadPinOptions = {}) {
    this.#file = file;
    this.#maxAgeMs = options.maxAgeMs ?? 1000;
    this.#idleMs = options.idleMs ?? 250;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Before a read outside a transaction: holds the pin on the newest snapshot, or keeps it held. */
  hold(): void {
    if (this.#closed) return;
    const now = Date.now();
    if (this.#held) {
      if (now - this.#heldSince < this.#maxAgeMs) {
        this.#lastUse = now;
        return;
      }
      this.release();
    }
    try {
      const connection = this.#open();
      connection.exec('begin');
      // BEGIN is deferred: the read transaction starts with the first read.
      this.#read?.get();
      this.#held = true;
      this.#heldSince = now;
      this.#lastUse = now;
      this.stats.holds += 1;
      this.#watchIdle();
    } catch {
      // Only a lock saved: should the pin fail (the file busy in a recovery), reads go on without it.
      this.#endQuietly();
    }
  }

  /** Before a write of this process, and when idle: ends the pin's read transaction. */
  release(): void {
    if (!this.#held) return;
    this.#held = false;
    this.stats.releases += 1;
    this.#endQuietly();
  }

  close(): void {
    this.release();
    this.#closed = true;
    if (this.#idleTimer) clearInterval(this.#idleTimer);
    this.#idleTimer = undefined;
    this.#connection?.close();
    this.#connection = undefined;
  }

  #open(): BetterSqlite.Database {
    if (this.#connection) return this.#connection;
    const connection = new BetterSqlite(this.#file, { readonly: true, fileMustExist: true });
    this.#read = connection.prepare('select 1 from sqlite_schema limit 1');
    this.#connection = connection;
    return connection;
  }

  #endQuietly(): void {
    try {
      if (this.#connection?.inTransaction) this.#connection.exec('commit');
    } catch {
      // A read transaction's end cannot lose anything; the connection is opened afresh if it broke.
      this.#connection?.close();
      this.#connection = undefined;
    }
  }

  #watchIdle(): void {
    if (this.#idleTimer) return;
    this.#idleTimer = setInterval(() => {
      if (this.#held && Date.now() - this.#lastUse < this.#idleMs) return;
      this.release();
      clearInterval(this.#idleTimer);
      this.#idleTimer = undefined;
    }, this.#idleMs);
    this.#idleTimer.unref();
  }
}
