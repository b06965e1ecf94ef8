// Where the server's own files are, whether it runs from its sources (tsx, vitest: this module is
// src/server-paths.ts) or from the build (`npm run build`: bundled into dist/server.js, dist/admin.js
// and the worker files beside them; docs/decisions/0332-server-is-built-with-esbuild.md). Both sit
// one folder below apps/server, so the same parent is the server's root either way; modules name their
// assets from here rather than from their own import.meta.url, which the bundle shares.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** apps/server. */
export const SERVER_ROOT = path.resolve(path.dirname(here), '..');

/** True when running from dist/ (plain JavaScript, no TypeScript loader). */
export const RUNS_BUILT = !here.endsWith('.ts');

/** The build's output (apps/server/dist): this module's folder when running built. */
export const SERVER_DIST = RUNS_BUILT ? path.dirname(here) : path.join(SERVER_ROOT, 'dist');

/** A worker thread's entry: the compiled `dist/<name>.js` in the build, the source's plain-JavaScript
 * entry (which loads its TypeScript with tsx) otherwise. */
export function workerEntry(sourceEntry: string, builtName: string): string {
  return RUNS_BUILT ? path.join(SERVER_DIST, `${builtName}.js`) : path.join(SERVER_ROOT, 'src', sourceEntry);
}
