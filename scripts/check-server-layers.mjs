// `npm run check` (or alone: `node scripts/check-server-layers.mjs`): the server's floors and its data
// access, as docs/architecture.md draws them (docs/decisions/0340 and 0341).
// - Floors: a room (a folder or file of apps/server/src, each features/<area> its own) imports only
//   rooms on its floor or below, and no two feature rooms import each other, even on one floor. A
//   lower floor reaches a higher one through a port on the app context (feature-ports.ts); a room's
//   *.table.ts merges its tables into db/schema.ts's Database (declaration merging), so db imports none.
// - Data access: only repositories (*.repository.ts) query the database, and a repository names only
//   its own room's tables (each table belongs to the room whose *.table.ts declares it); a feature
//   reads another's tables through that feature's repository; none is excused (docs/decisions/0409).
//   SQL text counts too: a table named after from/join/update/into in a `sql` template or a sql.raw
//   string, or by sql.table('…'), belongs to its room as in a Kysely call; a higher room composes the
//   lower room's exported fragment instead (docs/decisions/0419). RAW_SQL_ALLOWED lists the exceptions.
// `--counts` prints the figures of both without failing; `--src <dir>` checks another source folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps/server/src');

/** Raw SQL text that still names another room's table, each with its reason; an entry that no longer
 * matches is a problem too, so the list only shrinks. Paths are relative to apps/server/src. */
export const RAW_SQL_ALLOWED = [];

/** Bottom to top. A feature folder that is on no floor stands on the top floor of features. */
export const FLOORS = [
  {
    name: 'platform',
    rooms: [
      'config.ts',
      'files-config.ts',
      'logger.ts',
      'app-error.ts',
      'uploaded-file.ts',
      'server-paths.ts',
      'private-paths.ts',
      'secrets',
      'db',
      'http',
      'files',
      'mail',
      'jobs',
      'pdf',
      'exports',
      'payments',
    ],
  },
  // What app.ts hands to every feature, gathered from the platform's ports; the platform imports neither.
  { name: 'app context', rooms: ['app-context.ts', 'metrics'] },
  {
    name: 'catalogue and parties',
    rooms: ['lookups', 'numbering', 'accounts', 'profile', 'settings', 'items', 'clients'].map(
      (f) => `features/${f}`,
    ),
  },
  { name: 'document engine', rooms: ['features/document-events', 'features/documents'] },
  {
    name: 'kinds of document',
    rooms: ['quotations', 'invoices', 'credit-notes', 'payments'].map((f) => `features/${f}`),
  },
  { name: 'around documents', rooms: [] },
  { name: 'the app', rooms: ['feature-ports.ts', 'app.ts', 'server.ts', 'admin', 'backup'] },
];
const AROUND = FLOORS.findIndex((floor) => floor.name === 'around documents');

/** Kysely's calls that name a table (a query, or a join in one). */
const TABLE_CALL =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|innerJoinLateral|leftJoinLateral)\(\s*['"`]([a-z_]+)/g;
const QUERY_CALL = /\.(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto)\(/g;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The room of a file: features/<area>, or the top-level folder or file of src. */
function roomIn(file, src) {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

function floorOf(room) {
  const at = FLOORS.findIndex((floor) => floor.rooms.includes(room));
  if (at >= 0) return at;
  return room.startsWith('features/') ? AROUND : 0;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec).replace(/\.(js|mjs|ts)$/, '');
  for (const candidate of [`${base}.ts`, `${base}.mjs`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A table named in SQL text: after from, join, update or into (a column such as d.documents_count or
 * a word in a comment is no table). */
const SQL_TABLE = /\b(from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?(?![\w."])/gi;

/** The tables named in the SQL text of a file: its `sql` templates (sql`…`, sql<T>`…`), the strings
 * given to sql.raw(…) (each string of a concatenation or a mapped template) and sql.table('…'), read
 * from the syntax tree so comments and other strings never count. Each as { table, index, how }. */
export function tablesInSqlText(text, fileName = 'file.ts') {
  if (!/\bsql\b/.test(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const seen = new Set();
  const templateText = (node) =>
    ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ');
  const scan = (sqlText, node, how) => {
    for (const match of sqlText.matchAll(SQL_TABLE)) {
      const hit = {
        table: match[2],
        index: node.getStart(source),
        how: `${how} '${match[1].toLowerCase()} ${match[2]}'`,
      };
      const key = `${hit.index} ${hit.how}`;
      if (!seen.has(key)) found.push(hit);
      seen.add(key);
    }
  };
  const stringsOf = (node) => {
    const pieces = [];
    const visit = (child) => {
      if (
        ts.isStringLiteral(child) ||
        ts.isNoSubstitutionTemplateLiteral(child) ||
        ts.isTemplateExpression(child)
      )
        pieces.push(ts.isStringLiteral(child) ? child.text : templateText(child));
      if (!ts.isTemplateExpression(child)) ts.forEachChild(child, visit);
    };
    visit(node);
    return pieces.join(' ');
  };
  const isSqlMember = (expression, name) =>
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'sql' &&
    expression.name.text === name;
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      scan(templateText(node.template), node, 'sql`…`');
    } else if (ts.isCallExpression(node) && isSqlMember(node.expression, 'raw') && node.arguments[0]) {
      scan(stringsOf(node.arguments[0]), node, 'sql.raw(…)');
    } else if (ts.isCallExpression(node) && isSqlMember(node.expression, 'table') && node.arguments[0]) {
      const name = node.arguments[0];
      if (ts.isStringLiteralLike(name))
        found.push({
          table: name.text.split('.').pop(),
          index: node.getStart(source),
          how: `sql.table('${name.text}')`,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** `src`: the server's source folder (a test passes a folder of its own). */
export function checkServerLayers({ src = SRC } = {}) {
  const roomOf = (file) => roomIn(file, src);
  const rel = (file) => path.relative(ROOT, file);
  const files = sourceFiles(src).filter((file) => !file.includes(`${path.sep}migrations${path.sep}`));
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const problems = [];

  // Floors.
  const arrows = new Map(); // "a -> b" -> first place
  for (const [file, text] of texts) {
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || !target.startsWith(src)) continue;
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      if (!arrows.has(key)) arrows.set(key, `${rel(file)}:${lineOf(text, match.index)}`);
    }
  }
  const upward = [];
  for (const [key, place] of arrows) {
    const [from, to] = key.split(' -> ');
    if (floorOf(to) > floorOf(from)) {
      upward.push(key);
      problems.push(
        `${place}: ${from} (${FLOORS[floorOf(from)].name}) imports ${to} (${FLOORS[floorOf(to)].name}), a higher floor: ${
          place.startsWith('apps/server/src/db/schema.ts:')
            ? "let the room's *.table.ts merge its tables into Database (declare module '…/db/schema')"
            : to === 'app-context.ts'
              ? 'name the part of the context it takes in its own room (as files/files-context.ts does)'
              : 'reach it through a port on the app context (feature-ports.ts)'
        }`,
      );
    } else if (from.startsWith('features/') && to.startsWith('features/') && arrows.has(`${to} -> ${from}`)) {
      if (from < to) upward.push(key);
      problems.push(`${place}: ${from} and ${to} import each other: one of them must stand above the other`);
    }
  }

  // Data access.
  const owners = new Map(); // table -> room
  for (const file of files.filter((f) => f.endsWith('.table.ts'))) {
    const text = texts.get(file);
    // `declare module '…/db/schema' { interface Database { … } }`, or an `XTables` interface or type.
    for (const block of text.matchAll(
      /(?:interface Database|export (?:interface|type) \w+Tables(?: =)?)\s*\{([^}]*)\}/g,
    )) {
      for (const column of block[1].matchAll(/^\s*([a-z_]+)\s*:/gm)) owners.set(column[1], roomOf(file));
    }
  }
  let outsideRepositories = 0;
  let foreignTables = 0;
  const allowedUsed = new Set();
  for (const [file, text] of texts) {
    if (file.endsWith('.table.ts')) continue;
    const isRepository = file.endsWith('.repository.ts');
    if (!isRepository) {
      for (const match of text.matchAll(QUERY_CALL)) {
        outsideRepositories += 1;
        problems.push(
          `${rel(file)}:${lineOf(text, match.index)}: ${match[1]} outside a repository: move the query into the feature's *.repository.ts`,
        );
      }
    }
    for (const match of text.matchAll(TABLE_CALL)) {
      const owner = owners.get(match[2]);
      if (!owner || owner === roomOf(file)) continue;
      foreignTables += 1;
      problems.push(
        `${rel(file)}:${lineOf(text, match.index)}: ${match[1]}('${match[2]}') in ${roomOf(file)}: the table belongs to ${owner}; call its repository`,
      );
    }
    const local = path.relative(src, file).split(path.sep).join('/');
    for (const found of tablesInSqlText(text, file)) {
      const owner = owners.get(found.table);
      if (!owner || owner === roomOf(file)) continue;
      const allowed = RAW_SQL_ALLOWED.find((entry) => entry.file === local && entry.table === found.table);
      if (allowed) {
        allowedUsed.add(allowed);
        continue;
      }
      foreignTables += 1;
      problems.push(
        `${rel(file)}:${lineOf(text, found.index)}: ${found.how} in ${roomOf(file)}: the table belongs to ${owner}; compose a fragment its repository exports`,
      );
    }
  }
  for (const entry of RAW_SQL_ALLOWED) {
    if (!allowedUsed.has(entry) && fs.existsSync(path.join(src, entry.file)))
      problems.push(
        `scripts/check-server-layers.mjs: RAW_SQL_ALLOWED lists ${entry.file} for '${entry.table}', which its SQL no longer names: remove the entry`,
      );
  }
  return { problems, upward: upward.length, outsideRepositories, foreignTables, allowed: allowedUsed.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--src <dir>`: another source folder (the check's test runs it over scratch rooms).
  const at = process.argv.indexOf('--src');
  const src = at > 0 ? path.resolve(process.argv[at + 1]) : SRC;
  const { problems, upward, outsideRepositories, foreignTables } = checkServerLayers({ src });
  if (process.argv.includes('--counts')) {
    console.log(
      `arrows up or between feature pairs: ${upward}; queries outside repositories: ${outsideRepositories}; other features' tables named: ${foreignTables}`,
    );
    process.exit(0);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0)
    console.error(`\n${problems.length} problem(s) in the server's floors or data access`);
  process.exit(problems.length > 0 ? 1 : 0);
}
