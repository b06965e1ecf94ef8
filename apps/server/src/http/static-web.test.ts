// The web app's own files, served by the real app from a temporary dist folder laid out as `vite build`
// writes it: hashed files under assets/ with .br and .gz siblings, index.html, and favicon.svg.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/test-app';

const SCRIPT = 'assets/index-Ab12Cd34.js';
const scriptSource = `console.log(${JSON.stringify('tradebook '.repeat(200))});\n`;
const shellSource = `<!doctype html><html><head><script type="module" src="/${SCRIPT}"></script></head><body><div id="root"></div></body></html>\n`;

let t: TestApp;
let dist: string;

function writeWithCompressed(file: string, content: string): void {
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(content));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-web-dist-'));
  writeWithCompressed(SCRIPT, scriptSource);
  writeWithCompressed('index.html', shellSource);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDist: dist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security']).toBeDefined();
}

describe('precompressed files', () => {
  it('sends the .br file to a browser that accepts brotli', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(scriptSource);
  });

  it('sends the .gz file to a browser that accepts gzip only', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(scriptSource);
  });

  it('sends the file itself when no compression is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(`/${SCRIPT}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(scriptSource);
    }
  });

  it('sends a file that has no compressed sibling as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('compresses the shell too, for / and for a client-side route', async () => {
    for (const url of ['/', '/login', '/edit-quotation/QUO-1']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(shellSource);
    }
  });
});

describe('cache headers', () => {
  it('caches hashed assets for a year as immutable, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(`/${SCRIPT}`, { 'accept-encoding': encoding });
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never caches index.html without asking: at /, /index.html and client-side routes', async () => {
    for (const url of ['/', '/index.html', '/login', '/dashboard']) {
      for (const encoding of ['gzip', 'identity']) {
        const res = await get(url, { accept: 'text/html', 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        expect(res.headers.etag, url).toBeDefined();
      }
    }
  });

  it('revalidates the shell with its ETag', async () => {
    const first = await get('/login', { accept: 'text/html', 'accept-encoding': 'br' });
    const again = await get('/login', {
      accept: 'text/html',
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches other files for a short time only', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('every answer keeps the security headers', () => {
  it('on hashed assets, the shell, client-side routes and other files', async () => {
    const answers = [
      await get(`/${SCRIPT}`, { 'accept-encoding': 'br' }),
      await get(`/${SCRIPT}`),
      await get('/', { accept: 'text/html', 'accept-encoding': 'gzip' }),
      await get('/login', { accept: 'text/html', 'accept-encoding': 'br' }),
      await get('/favicon.svg'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res);
    }
  });
});

describe('API answers are left alone', () => {
  it('API calls and unknown files answer JSON, uncompressed and without the assets cache', async () => {
    const health = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers['cache-control']).toBeUndefined();

    for (const url of ['/api/v3/no_such_call', '/assets/missing-Zz99.js']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['cache-control'], url).toBeUndefined();
      expectSecurityHeaders(res);
    }
  });
});

describe('unknown API paths beside the web app', () => {
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

  // The web app's GET /* matched every path, so a POST to an unknown call was told 'Use GET' (issue 23).
  it.each(['/api/v3/nonexistent', '/api/v2/nonexistent/deeper', '/api/docs/nonexistent'])(
    'answer %s with the 404 envelope on every method',
    async (url) => {
      for (const method of METHODS) {
        const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers.allow, `${method} ${url}`).toBeUndefined();
        if (method !== 'HEAD') expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
      }
    },
  );

  it.each([
    ['GET', '/api/v3/login', 'POST'],
    ['PATCH', '/api/v3/login', 'POST'],
    ['OPTIONS', '/api/v3/create_quotation', 'POST'],
    ['POST', '/api/v3/get_profile', 'GET'],
    ['DELETE', '/api/v3/public/document/some-token/accept', 'POST'],
  ])('keep the 405 of a known call: %s %s', async (method, url, allowed) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allowed);
    expect(res.json()).toMatchObject({ status: 0, message: `Use ${allowed} for this call.` });
  });

  it('leave the web app to every other GET of a page', async () => {
    const res = await get('/quotations/new', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellSource);
  });
});

describe('a rebuilt web app', () => {
  it('is served without a restart', async () => {
    const next = 'assets/index-Ef56Gh78.js';
    const nextSource = 'console.log("rebuilt");\n';
    writeWithCompressed(next, nextSource);
    writeWithCompressed('index.html', shellSource.replace(SCRIPT, next));

    const shell = await get('/login', { accept: 'text/html' });
    expect(shell.body).toContain(next);
    const script = await get(`/${next}`, { 'accept-encoding': 'gzip' });
    expect(script.statusCode).toBe(200);
    expect(zlib.gunzipSync(script.rawPayload).toString()).toBe(nextSource);
  });
});
