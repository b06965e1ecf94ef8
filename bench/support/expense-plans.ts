// The query plans of the expense list (bench/expense-list.bench.ts, issue 11): the page, its totals and
// its search, captured as the product compiles them and explained by the database, each of which must
// read an index of migration 20261127T0900-expenses.ts (or the search's trigram index), never the table.
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import { ExpenseExportSchema, type ExpenseFilters } from '@tradebook/domain/expenses/list-expenses.schemas';
import type { Database } from '../../apps/server/src/db/schema';
import {
  listExpensePage,
  sumExpenses,
} from '../../apps/server/src/features/expenses/expense-list.repository';
import { filedPeriodHoldingColumn } from '../../apps/server/src/features/tax/filed-periods.repository';
import type { BenchApp } from './bench-app';

/** 1. The plans of the page, the totals and the search, as the product runs them: answers how many read
 * the table rather than an index. */
export async function checkExpensePlans(
  app: BenchApp,
  label: string,
  filters: { from: string; to: string; categoryId: number; word: string },
): Promise<number> {
  let missed = 0;
  const compiled: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.push(app.handle.db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const db: Kysely<Database> = app.handle.db.withPlugin(capture);
  const postgres = app.handle.dialect === 'postgres';
  const filtered = ExpenseExportSchema.parse({
    from: filters.from,
    to: filters.to,
    category_id: filters.categoryId,
  });
  const search = ExpenseExportSchema.parse({ search_text: filters.word });
  // The page's path depends on how many match (the kept count): it is counted first, as the list does.
  const page = async (asked: ExpenseFilters) => {
    const { count } = await sumExpenses(app.handle.db, app.owner, asked);
    // Each row's VAT lock, as the list reads it (the tax feature's column, ADR 0424).
    const filedPeriod = filedPeriodHoldingColumn;
    return listExpensePage(db, app.owner, asked, { offset: 0, limit: 10, total: count, filedPeriod });
  };
  const word = filters.word;
  const cases: Array<[string, (filters: ExpenseFilters) => Promise<unknown>, ExpenseFilters]> = [
    ['page, six months and a category', page, filtered],
    ['totals, six months and a category', (f) => sumExpenses(db, app.owner, f), filtered],
    [`page, search '${word}'`, page, search],
    [`totals, search '${word}'`, (f) => sumExpenses(db, app.owner, f), search],
  ];
  console.log(`${label}: query plans`);
  for (const [name, run, asked] of cases) {
    compiled.length = 0;
    const started = performance.now();
    await run(asked);
    const ms = performance.now() - started;
    const query = compiled[0] as CompiledQuery;
    const explain = CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${query.sql}`, [
      ...query.parameters,
    ]);
    const lines = (await app.handle.db.executeQuery(explain)).rows.map((row) =>
      String((row as Record<string, unknown>)[postgres ? 'QUERY PLAN' : 'detail']),
    );
    // The table read whole: SQLite's 'SCAN expenses' (not of an index), PostgreSQL's sequential scan.
    const wholeTable = lines.some((line) =>
      postgres ? /Seq Scan on expenses\b/.test(line) : /^SCAN expenses\b(?!.*INDEX)/.test(line),
    );
    const indexed = lines.some((line) => /expenses_(by_\w+|search|\w+_trgm)/.test(line));
    const ok = indexed && !wholeTable;
    if (!ok) missed += 1;
    console.log(`  ${name} (${ms.toFixed(1)} ms cold): ${ok ? 'indexed' : 'MISSED: reads the table'}`);
    for (const line of lines) console.log(`    ${line}`);
  }
  return missed;
}
