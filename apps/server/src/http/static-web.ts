// Serves the built web app (apps/web/dist) from the same process as the API. Any unknown GET that asks
// for HTML gets index.html, so client-side routes survive a reload.
//
// The build writes .br and .gz beside each file (apps/web/vite.config.ts); they are sent as they are to
// a browser that accepts them, with no compression work per request (ADR 0203). Caching:
// - /assets/*: file names carry a hash of their content, so a copy never goes stale: one year, immutable.
// - index.html (and the SPA fallback that answers it): revalidated on every load, so a new build's
//   shell, which names the new hashed files, is seen at once.
// - the service worker, its registration and the manifest: revalidated like index.html.
// - anything else (favicon.svg): names without a hash, so a short cache.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_SHELL = 'no-cache';
export const CACHE_OTHER = 'public, max-age=3600';
const APP_SHELL_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  const assetsDir = path.join(path.resolve(webDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    // Our own Cache-Control below, not send's default 'public, max-age=0'.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath, assetsDir));
    },
  });
  return true;
}

/** `filePath` is the file sent, which may be the .br or .gz sibling of the one asked for. */
function cacheControlFor(filePath: string, assetsDir: string): string {
  if (path.resolve(filePath).startsWith(assetsDir)) return CACHE_HASHED;
  const served = filePath.replace(/\.(br|gz)$/, '');
  // The service worker, its registration and the manifest name the new build's files: revalidated on
  // every load like index.html (docs/decisions/0228-installable-app.md).
  if (APP_SHELL_FILES.has(path.basename(served))) return CACHE_SHELL;
  return path.extname(served) === '.html' ? CACHE_SHELL : CACHE_OTHER;
}

export function isSpaRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    method === 'GET' &&
    !url.startsWith('/api/') &&
    !/\.[a-z0-9]+(\?|$)/i.test(url) &&
    !!accept?.includes('text/html')
  );
}
