// The statements a call runs, as the product compiles them: Kysely plugins for a test app's database
// (buildTestApp's `plugins`), so a test can count a call's statements, tell which tables they read and
// wrote, or read their SQL text and parameters.
import {
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type CompiledQuery,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { expect } from 'vitest';
import { testDialect } from './test-database';

/** The tables a statement names (its FROM, INTO or UPDATE). */
function tablesOf(node: RootOperationNode): string[] {
  const names = new Set<string>();
  JSON.stringify(node, (key, value: unknown) => {
    if (key === 'table' && value && typeof value === 'object' && 'identifier' in value) {
      const identifier = (value as { identifier: { name?: string } }).identifier;
      if (identifier.name) names.add(identifier.name);
    }
    return value;
  });
  return [...names];
}

/** A plugin that notes what `note` makes of every statement, and `take()`, which hands the notes over
 * and starts afresh. */
function recorder<T>(note: (node: RootOperationNode, queryId: { queryId: string }) => T) {
  let notes: T[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      notes.push(note(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const take = () => {
    const taken = notes;
    notes = [];
    return taken;
  };
  return { plugin, take };
}

/** Every statement's tables (one list of names per statement). */
export function statementTables(): { plugin: KyselyPlugin; take: () => string[][] } {
  return recorder(tablesOf);
}

/** Every statement's SQL text and parameters, as the dialect under test compiles it. */
export function compiledStatements(): { plugin: KyselyPlugin; take: () => CompiledQuery[] } {
  const compiler = testDialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  return recorder((node, queryId) => compiler.compileQuery(node, queryId));
}

/** The statements whose SQL names `table` (in FROM, JOIN, INTO or UPDATE), whether the query builder or
 * SQL text made them: a statement composed of several rooms' fragments is raw SQL. */
export function statementsNaming(statements: readonly CompiledQuery[], table: string): CompiledQuery[] {
  const named = new RegExp(`\\b(from|join|into|update)\\s+"?${table}"?(\\s|$|\\))`, 'i');
  return statements.filter((statement) => named.test(statement.sql));
}

/** What every create of a document reads of its references (docs/decisions/0432, 0435 and 0440): its
 * client once (on PostgreSQL in the statement that stores the document); the user only in the token
 * check, which also reads the link epoch and the tax settings; no attachments of a document made
 * without files. `naming` is statementsNaming over one create's statements. */
export function expectReferencesReadOnce(naming: (table: string) => CompiledQuery[]): void {
  expect(naming('clients')).toHaveLength(1);
  if (testDialect === 'postgres') expect(naming('clients')).toEqual(naming('number_sequences'));
  expect(naming('users')).toEqual([expect.objectContaining({ sql: expect.stringMatching(/\bsessions\b/) })]);
  expect(naming('tax_settings')).toEqual(naming('users'));
  expect(naming('document_attachments')).toEqual([]);
  expect(naming('file_link_epochs')).toEqual(naming('users'));
}
