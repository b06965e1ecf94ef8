// GET /metrics: off without METRICS_TOKEN, refused without the token, and with it the series of the
// requests, the job queue, the PDF threads and the database pool, read from the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  it('answers 404 without METRICS_TOKEN, and the setting refuses a short or spaced token in one line', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it somewhere' })).toThrow(
      'Invalid setting METRICS_TOKEN="...": must be at least 16 characters',
    );
  });

  describe('with METRICS_TOKEN set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => t.close());

    const scrape = (authorization?: string) =>
      t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

    it('refuses a missing or wrong token with 401', async () => {
      for (const header of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer ']) {
        const res = await scrape(header);
        expect(res.statusCode, String(header)).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.body).not.toContain('tradebook_');
      }
    });

    it('counts requests by route pattern, method and status class, and reads the queue, PDFs and pool', async () => {
      await t.app.inject({ url: '/healthz' });
      await t.app.inject({ url: '/healthz' });
      await t.ctx.db.transaction().execute((trx) => trx.selectFrom('users').select('id').execute());
      await t.app.inject({ url: '/api/v3/public/document/not-a-real-link-token-12345' });
      await t.app.inject({ url: '/no/such/path?token=secret-value' });
      // A job waiting for later, and one that fails for good.
      t.ctx.jobs.define({ name: 'metrics-later', maxAttempts: 3, run: async () => undefined });
      t.ctx.jobs.define({
        name: 'metrics-broken',
        maxAttempts: 1,
        run: async () => {
          throw new Error('broken on purpose');
        },
      });
      await t.ctx.jobs.enqueue('metrics-later', {}, { runAt: new Date(Date.now() + 3_600_000) });
      await t.ctx.jobs.enqueue('metrics-broken', {});
      await t.ctx.jobs.runDue({ only: ['metrics-broken'] });

      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toContain(
        'tradebook_http_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"} 2',
      );
      // The pattern, never the id; an unknown path is one series, never its URL.
      expect(text).toMatch(
        /tradebook_http_request_duration_seconds_count\{route="\/api\/v3\/public\/document\/:token",method="GET",status_class="4xx"\} 1/,
      );
      expect(text).toContain('{route="unmatched",method="GET",status_class="4xx"} 1');
      expect(text).not.toContain('not-a-real-link');
      expect(text).not.toContain('secret-value');
      expect(text).toContain('tradebook_jobs{job="metrics-later",state="pending"} 1');
      expect(text).toContain('tradebook_jobs{job="metrics-broken",state="failed"} 1');
      expect(text).toContain('tradebook_job_runs_total{job="metrics-broken",outcome="failed"} 1');
      expect(text).toContain('tradebook_emails_queued 0');
      expect(text).toContain('tradebook_pdf_queued 0');
      expect(text).toMatch(/tradebook_db_pool_connections\{state="total"\} [1-9]/);
      if (t.database.dialect === 'postgres') {
        expect(text).toMatch(/tradebook_db_pool_connections\{state="idle"\} \d+/);
        expect(text).toMatch(/tradebook_db_pool_connections\{state="waiting"\} \d+/);
      } else {
        // The transaction above was committed: a COMMIT makes one or more transactions durable.
        const counted = (what: string) =>
          Number(new RegExp(`tradebook_sqlite_group_commits\\{counted="${what}"\\} (\\d+)`).exec(text)?.[1]);
        expect(counted('transactions')).toBeGreaterThan(0);
        expect(counted('commits')).toBeGreaterThan(0);
        expect(counted('commits')).toBeLessThanOrEqual(counted('transactions'));
      }
      expect(text).toContain('process_cpu_seconds_total');
    });
  });
});
