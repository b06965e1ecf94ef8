import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './test/slow-files-first';

/** Files that open no database (the OCR, e-invoice, PDF and image engines, pure modules, the check
 * scripts, and SQLite's own driver parts): the run on PostgreSQL (TEST_DATABASE_URL set) leaves them to
 * the run on SQLite, where they ran already. The OCR accuracy file alone took two minutes of the
 * PostgreSQL run in CI. */
const DATABASE_FREE = [
  'src/features/receipts/receipt-accuracy.test.ts',
  'src/features/einvoices/engine/write-einvoice-xml.test.ts',
  'src/features/einvoices/engine/read-pool.test.ts',
  'src/pdf/pdf-renderer.test.ts',
  'src/pdf/render-document.test.ts',
  'src/files/images.test.ts',
  'src/secrets/keyring.test.ts',
  'src/locales/catalogues.test.ts',
  'src/features/lookups/lookups.test.ts',
  'src/db/sqlite-read-pin.test.ts',
  'src/db/sqlite-statements.test.ts',
  'test/audit-script.test.ts',
  'test/check-references-script.test.ts',
  'test/check-server-layers-script.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_FREE : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share a worker's modules rather than importing the whole server (Fastify, pdfkit,
    // exceljs, sharp...) again each: that import was half the suite's time in CI (355 of 787 s). Sharing
    // is safe because every test file builds its own app and database (test/test-app.ts) and the
    // server's module-level caches are keyed by their database or path, never global (issue 13 note).
    isolate: false,
    // One worker per core: Vitest's default (cores - 1) runs the suite in a single process on CI's two
    // cores, leaving one idle while SQLite or the test itself computes.
    maxWorkers: os.availableParallelism(),
    sequence: { sequencer: SlowFilesFirst },
  },
});
