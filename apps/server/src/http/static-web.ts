// Serves the built web app (apps/web/dist) from the same process as the API. Any unknown GET that asks
// for HTML gets index.html, so client-side routes survive a reload.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
  await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  return true;
}

export function isSpaRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    method === 'GET' &&
    !url.startsWith('/api/') &&
    !/\.[a-z0-9]+(\?|$)/i.test(url) &&
    !!accept?.includes('text/html')
  );
}
