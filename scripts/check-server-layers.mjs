// `npm run check` (or alone: `node scripts/check-server-layers.mjs`): the server's floors and its data
// access, as docs/architecture.md draws them (docs/decisions/0340 and 0341).
// - Floors: a room (a folder or file of apps/server/src, each features/<area> its own) imports only
//   rooms on its floor or below, and no two feature rooms import each other, even on one floor. A
//   lower floor reaches a higher one through a port on the app context (feature-ports.ts); a room's
//   *.table.ts merges its tables into db/schema.ts's Database (declaration merging), so db imports none.
// - Data access: only repositories (*.repository.ts) query the database, and a repository names only
//   its own room's tables (each table belongs to the room whose *.table.ts declares it); a feature
//   reads another's tables through that feature's repository; none is excused (docs/decisions/0409).
// `--counts` prints the figures of both without failing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps/server/src');

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
function roomOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
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

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const rel = (file) => path.relative(ROOT, file);

export function checkServerLayers() {
  const files = sourceFiles(SRC).filter((file) => !file.includes(`${path.sep}migrations${path.sep}`));
  const texts = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const problems = [];

  // Floors.
  const arrows = new Map(); // "a -> b" -> first place
  for (const [file, text] of texts) {
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || !target.startsWith(SRC)) continue;
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
  }
  return { problems, upward: upward.length, outsideRepositories, foreignTables };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, upward, outsideRepositories, foreignTables } = checkServerLayers();
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
