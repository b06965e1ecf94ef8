// The figures GET /metrics answers in Prometheus's text format (docs/decisions/0333-metrics.md), kept in
// one registry per app (tests build many apps in one process). Requests are counted as they end, by
// route pattern (never the raw URL: ids and tokens would make a series per document and leak links),
// method and status class; everything else is read when Prometheus scrapes: the job queue (one grouped
// count), the PDF threads' queue and timings, and the PostgreSQL pool.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context';
import { databasePoolStats } from '../db/database';
import { groupCommitStats } from '../db/group-commit';
import { DELIVER_MAIL_JOB } from '../mail/outbox';
import { countJobsByState, type JobCount } from '../jobs/job-counts.repository';

export interface Metrics {
  registry: Registry;
  observeRequest(labels: { route: string; method: string; statusCode: number }, seconds: number): void;
}

export function createMetrics(ctx: Pick<AppContext, 'db' | 'dialect' | 'jobs' | 'pdf'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'tradebook_http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status class, and how long each took.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const jobRuns = new Counter({
    name: 'tradebook_job_runs_total',
    help: 'Job runs since the process started, by kind and outcome (done, retry: failed and tried again later, failed: gave up).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const emails = new Counter({
    name: 'tradebook_emails_total',
    help: 'E-mail deliveries since the process started: sent, retry (refused, tried again later) or failed (gave up).',
    labelNames: ['state'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'tradebook_job_duration_seconds',
    help: 'How long each job run took, by kind.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30],
    registers,
  });
  ctx.jobs.observe(({ name, outcome, seconds }) => {
    jobRuns.inc({ job: name, outcome });
    jobSeconds.observe({ job: name }, seconds);
    if (name === DELIVER_MAIL_JOB) emails.inc({ state: outcome === 'done' ? 'sent' : outcome });
  });

  // Both queue gauges read the one query of a scrape.
  let counted: { at: number; rows: Promise<JobCount[]> } | undefined;
  const jobCounts = () => {
    if (!counted || performance.now() - counted.at > 1000) {
      counted = { at: performance.now(), rows: countJobsByState(ctx.db) };
    }
    return counted.rows;
  };
  new Gauge({
    name: 'tradebook_jobs',
    help: 'Jobs in the database (all processes): pending (waiting or due) and failed for good, by kind.',
    labelNames: ['job', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await jobCounts()) {
        this.set({ job: row.name, state: row.state }, row.count);
      }
    },
  });
  new Gauge({
    name: 'tradebook_emails_queued',
    help: 'E-mails waiting to be sent or retried (all processes).',
    registers,
    async collect() {
      const rows = await jobCounts();
      const queued = rows.find((row) => row.name === DELIVER_MAIL_JOB && row.state === 'pending');
      this.set(queued?.count ?? 0);
    },
  });

  const pdfGauge = (name: string, help: string, read: (stats: ReturnType<typeof ctx.pdf.stats>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(ctx.pdf.stats()));
      },
    });
  pdfGauge('tradebook_pdf_threads', 'Worker threads drawing PDFs.', (stats) => stats.threads);
  pdfGauge('tradebook_pdf_queued', 'PDFs waiting for a thread.', (stats) => stats.queued);
  pdfGauge('tradebook_pdf_completed', 'PDFs drawn since the process started.', (stats) => stats.completed);
  const pdfQuantiles = (name: string, help: string, key: 'runSeconds' | 'waitSeconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['quantile'] as const,
      registers,
      collect() {
        this.reset();
        for (const [quantile, seconds] of Object.entries(ctx.pdf.stats()[key]))
          this.set({ quantile }, seconds);
      },
    });
  pdfQuantiles(
    'tradebook_pdf_render_seconds',
    'Time a thread took to draw a PDF, by quantile.',
    'runSeconds',
  );
  pdfQuantiles('tradebook_pdf_wait_seconds', 'Time a PDF waited for a thread, by quantile.', 'waitSeconds');

  new Gauge({
    name: 'tradebook_db_pool_connections',
    help: 'Database connections: total and idle (PostgreSQL pool), and queries waiting for one. SQLite: one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = databasePoolStats(ctx.db);
      if (stats) {
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  new Gauge({
    name: 'tradebook_sqlite_group_commits',
    help: 'SQLite: transactions committed and the COMMITs that made them durable since the process started (several share one, docs/decisions/0385).',
    labelNames: ['counted'] as const,
    registers,
    collect() {
      const stats = groupCommitStats(ctx.db);
      if (!stats) return;
      this.set({ counted: 'transactions' }, stats.transactions);
      this.set({ counted: 'commits' }, stats.commits);
    },
  });

  return {
    registry,
    observeRequest({ route, method, statusCode }, seconds) {
      requests.observe({ route, method, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
  };
}
