// The SQLite connection as Kysely sees it: each statement prepared (or kept) by the statement cache, its
// driver told before it runs (db/group-commit.ts: the batch's turn and the read pin), then run.
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import type { KeptStatement, StatementCache } from './sqlite-statements';

/** What the driver is told of a statement about to run. */
export type RunningStatement = Pick<KeptStatement, 'readonly'>;

export class SqliteConnection implements DatabaseConnection {
  /** Whether the holder is inside its transaction (its SAVEPOINT). */
  inTransaction = false;

  constructor(
    private readonly statements: StatementCache,
    private readonly beforeRun: (text: string, statement: RunningStatement) => void,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    const { parameters } = compiledQuery;
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId:
        lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters)) yield { rows: [row as R] };
  }

  #prepare(text: string): KeptStatement {
    const statement = this.statements.prepare(text);
    this.beforeRun(text, statement);
    return statement;
  }
}
