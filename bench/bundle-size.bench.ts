// Bundle-size benchmark (issue 9: "the sign-in route loads at most 200 kB of gzip JavaScript"). Builds
// the web app when its build is missing or stale, then adds up, from the Vite manifest, the JavaScript a
// browser fetches to show each sign-in route: the main entry and every chunk it imports statically, plus
// the route's lazy screen and the chunks that screen imports statically (Vite preloads those with it).
// Sizes are those of the .gz and .br files the server sends (ADR 0203). Prints the figures per route,
// the main chunk, the CSS and the whole dist folder, and exits non-zero when a route is over budget.
// e2e/bundle-size.spec.ts checks the same budget from what Chromium really downloads.
//
//   npx tsx bench/bundle-size.bench.ts [--budget 200]
import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, webBuildIsStale, webDist } from '../scripts/web-build.mjs';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const budgetKb = (() => {
  const index = process.argv.indexOf('--budget');
  const value = index === -1 ? NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : 200;
})();

// The public screens of the sign-in routes, found by file name so a move between folders keeps working.
const ROUTES: { url: string; screen: RegExp }[] = [
  { url: '/login', screen: /\/routes\/login\.tsx$/ },
  { url: '/', screen: /\/routes\/landing\.tsx$/ },
  { url: '/register', screen: /\/routes\/register\.tsx$/ },
];

if (webBuildIsStale()) {
  console.log('bundle-size: building the web app...');
  if (buildWeb() !== 0) process.exit(1);
}

const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`bundle-size: ${key} is not in the Vite manifest`);
  return found;
}

/** The key and every chunk it imports statically, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk(key).imports ?? []) staticClosure(imported, into);
  return into;
}

/** The bytes the server sends for a file: its .gz or .br sibling, or the file itself when the build
 * wrote none (a file too small to gain from compression). */
function sentBytes(file: string, encoding: 'gz' | 'br'): number {
  const full = path.join(webDist, file);
  const sibling = fs.statSync(`${full}.${encoding}`, { throwIfNoEntry: false });
  return sibling ? sibling.size : fs.statSync(full).size;
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    raw += fs.statSync(path.join(webDist, file)).size;
    gz += sentBytes(file, 'gz');
    br += sentBytes(file, 'br');
  }
  return { raw, gz, br };
}

function dirBytes(dir: string, filter: (name: string) => boolean): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && filter(entry.name))
      total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const entryKey = Object.keys(manifest).find((key) => chunk(key).isEntry);
if (!entryKey) throw new Error('bundle-size: the Vite manifest has no entry');
const entryChunks = staticClosure(entryKey);

const main = sizes([chunk(entryKey).file]);
console.log(
  `bundle-size: main chunk ${chunk(entryKey).file}: ${kb(main.raw)} raw, ${kb(main.gz)} gzip, ` +
    `${kb(main.br)} brotli; with its static imports (${entryChunks.size} files): ` +
    `${kb(sizes([...entryChunks].map((key) => chunk(key).file)).gz)} gzip`,
);

let over = 0;
for (const route of ROUTES) {
  const screenKey = Object.keys(manifest).find(
    (key) => chunk(key).isDynamicEntry && route.screen.test(chunk(key).src ?? key),
  );
  if (!screenKey) throw new Error(`bundle-size: no lazy screen matching ${route.screen} for ${route.url}`);
  const keys = staticClosure(screenKey, new Set(entryChunks));
  const js = sizes([...keys].map((key) => chunk(key).file));
  const css = sizes([...keys].flatMap((key) => chunk(key).css ?? []));
  console.log(
    `bundle-size: ${route.url}: JavaScript ${keys.size} files, ${kb(js.gz)} gzip, ${kb(js.br)} brotli ` +
      `(${kb(js.raw)} raw); CSS ${kb(css.gz)} gzip; budget ${budgetKb} kB gzip`,
  );
  if (js.gz > budgetKb * 1000) {
    console.error(`bundle-size: ${route.url} is over budget (${kb(js.gz)} gzip > ${budgetKb} kB)`);
    over++;
  }
}

const isCompressed = (name: string) => name.endsWith('.gz') || name.endsWith('.br');
console.log(
  `bundle-size: dist ${kb(dirBytes(webDist, (name) => !isCompressed(name)))} ` +
    `(${kb(dirBytes(webDist, (name) => !isCompressed(name) && !name.endsWith('.map')))} without source maps), ` +
    `all JavaScript ${kb(dirBytes(webDist, (name) => name.endsWith('.js')))} raw, ` +
    `${kb(dirBytes(webDist, (name) => name.endsWith('.js.gz')))} gzip`,
);
process.exit(over > 0 ? 1 : 0);
