// vitest/config's defineConfig is vite's, plus the `test` section.
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.TRADEBOOK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside every compressible file of dist (ADR 0203); the server sends them as they are,
    // so answers cost no CPU and get the best compression levels. Source maps are left uncompressed:
    // only developer tools fetch them.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(html|css|js|json|svg)$/,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own port with hot reload; Vite forwards API calls to it.
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/files': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest maps each source module to its chunk and the chunks it imports; the bundle-size
    // benchmark reads it to add up what the sign-in route loads.
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Mantine screens in jsdom take a few seconds on a busy 2-core machine.
    testTimeout: 15_000,
    // Test files share a worker's jsdom and modules (React, Mantine) instead of building them again for
    // each file, which took a third of the suite's time in CI. Each test renders into a fresh tree that
    // Testing Library unmounts, and src/test/setup.ts clears storage and stubs after each.
    isolate: false,
    // One worker per core: Vitest's default (cores - 1) leaves one of CI's two cores idle.
    maxWorkers: os.availableParallelism(),
  },
});
