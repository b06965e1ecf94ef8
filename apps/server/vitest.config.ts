import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './test/slow-files-first';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
