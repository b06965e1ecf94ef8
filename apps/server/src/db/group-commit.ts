// SQLite with a group commit (docs/decisions/0385-sqlite-group-commit.md). The one connection runs one
// transaction at a time, as Kysely's own SQLite driver does, but the transactions that follow one another
// while requests wait share one outer transaction and so one COMMIT (one flush of the disk, synchronous
// FULL): each runs in a SAVEPOINT of its own, so a failing one rolls back only its own work and answers
// its own error, and each is answered only once the shared COMMIT returned (durable), or with its error.
// - A batch ends when nobody is left waiting for the connection and the requests read in the same turn
//   of the event loop had their go (setImmediate: no timer, so one request alone waits for nothing), or
//   when it holds MAX_BATCH transactions. A statement outside a transaction meanwhile (a token check, a
//   list) runs inside the open batch and its answer too waits for the COMMIT: nothing is answered from
//   work that is not yet durable. Statements SQLite refuses in a transaction (VACUUM, PRAGMA) commit first.
// - Should SQLite roll back the outer transaction itself (a full disk, an I/O error), every transaction
//   of the batch fails with that error, and the next transaction starts a new batch.
import type BetterSqlite from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
} from 'kysely';
import { SqliteConnection, type RunningStatement } from './sqlite-connection';
import type { SqliteReadPin } from './sqlite-read-pin';
import type { StatementCache } from './sqlite-statements';

/** The most transactions (and requests' plain statements run meanwhile) one COMMIT makes durable. */
export const MAX_BATCH = 64;

/** The transactions of one outer transaction, each waiting for its COMMIT. */
interface Batch {
  size: number;
  waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }>;
  /** Set once committed (or failed): a holder that joined it and releases later is answered at once. */
  outcome?: { error?: unknown };
}

const SAVEPOINT = 'tb_request';

/** Begins a read whose answer needs nothing durable: the token check (docs/decisions/0406). It runs in
 * an open batch like any statement, but its answer does not wait for the batch's COMMIT: a session
 * made in the batch was not handed to anyone yet (the sign-in is answered once durable), and one revoked
 * in it refuses the token a moment early, which a failed COMMIT cannot make wrong. */
export const ANSWERED_AT_ONCE = '/* answered at once */ ';

/** Statements SQLite refuses, or ignores, inside a transaction. */
const OUTSIDE_TRANSACTIONS = /^\s*(vacuum|pragma|begin|commit|end|rollback|attach|detach)\b/i;

/** How many transactions committed, in how many COMMITs, since the database was opened. */
export interface GroupCommitStats {
  transactions: number;
  commits: number;
}

/** By Kysely instance (any schema). */
const statsOf = new WeakMap<object, GroupCommitStats>();

/** The group commits of a SQLite database opened with GroupCommitSqliteDialect; undefined otherwise. */
export function groupCommitStats(db: object): GroupCommitStats | undefined {
  const stats = statsOf.get(db);
  return stats && { ...stats };
}

/** Makes `dialect`'s figures those of `db` (groupCommitStats). */
export function trackGroupCommits(db: object, dialect: GroupCommitSqliteDialect): void {
  statsOf.set(db, dialect.stats);
}

/** A Kysely dialect over one better-sqlite3 connection, its transactions committed in groups.
 * `statements` prepares SQL text (a statement cache over `database`); `readPin`, when given, is held
 * while statements read outside a transaction and let go before this connection writes
 * (db/sqlite-read-pin.ts). */
export class GroupCommitSqliteDialect implements Dialect {
  readonly stats: GroupCommitStats = { transactions: 0, commits: 0 };

  constructor(
    private readonly database: BetterSqlite.Database,
    private readonly statements: StatementCache,
    private readonly readPin?: SqliteReadPin,
  ) {}

  createDriver(): Driver {
    return new GroupCommitDriver(this.database, this.statements, this.stats, this.readPin);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class GroupCommitDriver implements Driver {
  readonly #database: BetterSqlite.Database;
  readonly #connection: SqliteConnection;
  /** Who waits for the connection, in order. */
  readonly #queue: Array<() => void> = [];
  #held = false;
  /** The open outer transaction's batch; undefined when none is open. */
  #batch: Batch | undefined;
  /** The batch the connection's holder committed its transaction into, waited for on release. */
  #committedInto: Batch | undefined;
  #commitScheduled = false;

  constructor(
    database: BetterSqlite.Database,
    private readonly statements: StatementCache,
    private readonly stats: GroupCommitStats,
    private readonly readPin: SqliteReadPin | undefined,
  ) {
    this.#database = database;
    this.#connection = new SqliteConnection(statements, (text, statement) =>
      this.#beforeRun(text, statement),
    );
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#held = true;
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    this.#noticeLostBatch();
    if (this.#batch && this.#batch.size >= MAX_BATCH) this.#commitBatch();
    if (!this.#batch) {
      // The pin would keep the checkpoint after this batch's COMMIT from copying the batch's pages.
      this.readPin?.release();
      // IMMEDIATE: the batch takes the write lock before its first read. A deferred BEGIN reads from a
      // snapshot; should another connection (a second process on the file) commit before the batch's first
      // write, that write and every later one in the batch fail at once with SQLITE_BUSY_SNAPSHOT, no
      // waiting (docs/decisions/0425-sqlite-creates-measured.md).
      this.#run('begin immediate');
      this.#batch = { size: 0, waiting: [] };
    }
    this.#run(`savepoint ${SAVEPOINT}`);
    this.#batch.size += 1;
    this.#connection.inTransaction = true;
  }

  async commitTransaction(): Promise<void> {
    this.#run(`release ${SAVEPOINT}`);
    this.#connection.inTransaction = false;
    this.#committedInto = this.#batch;
    this.stats.transactions += 1;
  }

  async rollbackTransaction(): Promise<void> {
    this.#connection.inTransaction = false;
    this.#committedInto = undefined;
    if (this.#database.inTransaction) {
      this.#run(`rollback to ${SAVEPOINT}`);
      this.#run(`release ${SAVEPOINT}`);
      return;
    }
    // SQLite rolled the outer transaction back itself: the batch-mates' work is gone with it.
    this.#failBatch(new Error('the transaction was rolled back by the database'));
  }

  async releaseConnection(): Promise<void> {
    const batch = this.#committedInto;
    this.#committedInto = undefined;
    const next = this.#queue.shift();
    if (next) next();
    else {
      this.#held = false;
      if (this.#batch) this.#scheduleCommit();
    }
    if (!batch) return;
    if (batch.outcome) {
      if ('error' in batch.outcome) throw batch.outcome.error;
      return;
    }
    await new Promise<void>((resolve, reject) => batch.waiting.push({ resolve, reject }));
  }

  async destroy(): Promise<void> {
    if (this.#batch) this.#commitBatch();
    this.readPin?.close();
    this.statements.close();
  }

  /** A statement outside a transaction while a batch is open runs in it (it may see the batch's work):
   * its answer too waits for the batch's COMMIT. What cannot run inside a transaction commits it first. */
  #beforeStatement(text: string): void {
    this.#noticeLostBatch();
    const batch = this.#batch;
    if (!batch || this.#connection.inTransaction || text.startsWith(ANSWERED_AT_ONCE)) return;
    if (OUTSIDE_TRANSACTIONS.test(text)) this.#commitBatch();
    else if (this.#committedInto === batch) return;
    // Reads count too: reads arriving without a pause must not hold the batch's answers back for long.
    else if (batch.size >= MAX_BATCH) this.#commitBatch();
    else {
      batch.size += 1;
      this.#committedInto = batch;
    }
  }

  /** Before each statement of the connection: the batch's turn (#beforeStatement), then the read pin:
   * outside a transaction a read holds it, and anything else lets it go first (a write, or what SQLite
   * runs outside transactions: a checkpoint must find no reader of this process). */
  #beforeRun(text: string, statement: RunningStatement): void {
    this.#beforeStatement(text);
    const pin = this.readPin;
    if (!pin || this.#database.inTransaction) return;
    if (statement.readonly && !OUTSIDE_TRANSACTIONS.test(text)) pin.hold();
    else pin.release();
  }

  #scheduleCommit(): void {
    if (this.#commitScheduled) return;
    this.#commitScheduled = true;
    setImmediate(() => {
      this.#commitScheduled = false;
      // Someone holds the connection: it commits on release, on its next plain statement or when full.
      if (!this.#held && this.#batch) this.#commitBatch();
    });
  }

  #commitBatch(): void {
    const batch = this.#batch;
    if (!batch) return;
    this.#batch = undefined;
    try {
      this.#run('commit');
    } catch (error) {
      if (this.#database.inTransaction) this.#run('rollback');
      batch.outcome = { error };
      for (const waiter of batch.waiting) waiter.reject(error);
      return;
    }
    this.stats.commits += 1;
    batch.outcome = {};
    for (const waiter of batch.waiting) waiter.resolve();
  }

  #failBatch(error: Error): void {
    const batch = this.#batch;
    this.#batch = undefined;
    if (!batch) return;
    batch.outcome = { error };
    // Those committed into it have all released the connection before this holder got it: all wait.
    for (const waiter of batch.waiting) waiter.reject(error);
  }

  /** The open batch's outer transaction is gone if SQLite rolled it back after a failed statement. */
  #noticeLostBatch(): void {
    if (this.#batch && !this.#connection.inTransaction && !this.#database.inTransaction) {
      this.#failBatch(new Error('the transaction was rolled back by the database'));
    }
  }

  #run(text: string): void {
    this.statements.prepare(text).run([]);
  }
}
