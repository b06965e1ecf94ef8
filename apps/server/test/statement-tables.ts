// The tables each statement names, as the product compiles them: a Kysely plugin for a test app's
// database (buildTestApp's context.db), so a test can tell which reads and writes a call made.
import type { KyselyPlugin, RootOperationNode } from 'kysely';

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

/** A plugin that notes every statement's tables, and `take()`, which hands them over and starts afresh. */
export function statementTables(): { plugin: KyselyPlugin; take: () => string[][] } {
  let tables: string[][] = [];
  return {
    plugin: {
      transformQuery: ({ node }) => {
        tables.push(tablesOf(node));
        return node;
      },
      transformResult: async ({ result }) => result,
    },
    take: () => {
      const taken = tables;
      tables = [];
      return taken;
    },
  };
}
