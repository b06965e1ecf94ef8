// What every answer of the client's page carries (issue 15): the security headers, noindex and no-store on
// the page, its calls and their 404; and the per-IP limit on its calls.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, ownerWithSentDocuments, postPage } from '../../../test/client-link-calls';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built web app of one file, so /d/<token> is answered with it as the browser would get it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-web-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the client's page headers", () => {
  it('sends the security headers, noindex and no-store on the page, its calls and their 404', async () => {
    const { quotationToken } = await ownerWithSentDocuments(t);
    const answers = [
      await getPage(t.app, quotationToken),
      await getPage(t.app, 'B'.repeat(43)),
      await t.app.inject({ method: 'GET', url: `/d/${quotationToken}`, headers: { accept: 'text/html' } }),
    ];
    expect(answers[2]?.statusCode).toBe(200);
    expect(answers[2]?.body).toContain('<div id="root">');
    for (const res of answers) {
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
    expect(answers[0]?.headers['cache-control']).toBe('no-store');
  });
});

describe("the client's page under a per-IP limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_PER_IP: '20' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses an address past its calls a minute (429, Retry-After) and lets another in', async () => {
    const { invoiceToken } = await ownerWithSentDocuments(limited);
    const call = (ip: string, token = invoiceToken) =>
      limited.app.inject({ method: 'GET', url: `/api/v3/public/document/${token}`, remoteAddress: ip });
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await call('203.0.113.9', i % 2 ? 'C'.repeat(43) : invoiceToken)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200 || status === 404)).toBe(true);
    const refused = await call('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postPage(limited.app, invoiceToken, 'pay')).statusCode).not.toBe(429);
    expect((await call('203.0.113.10')).statusCode).toBe(200);
  });
});
