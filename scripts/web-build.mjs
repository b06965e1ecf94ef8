// The web app's production build (apps/web/dist), shared by `npm start` and the bundle-size benchmark:
// built when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
export const webDist = path.join(webDir, 'dist');
// The manifest is written last by the same build as index.html; a dist without it predates the
// compressed build (ADR 0203).
const builtFiles = ['index.html', '.vite/manifest.json'].map((file) => path.join(webDist, file));

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function webBuildIsStale() {
  const built = builtFiles.map((file) => fs.statSync(file, { throwIfNoEntry: false }));
  if (built.some((stat) => !stat)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(webDir, p),
  );
  const newest = Math.max(...sources.map(newestMtime), newestMtime(path.join(root, 'packages/domain/src')));
  return newest > Math.min(...built.map((stat) => stat.mtimeMs));
}

/** Runs `vite build`; returns its exit status. */
export function buildWeb() {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
  return build.status ?? 1;
}
