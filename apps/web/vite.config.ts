// vitest/config's defineConfig is vite's, plus the `test` section.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.TRADEBOOK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own port with hot reload; Vite forwards API calls to it.
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/files': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1200 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Mantine screens in jsdom take a few seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
