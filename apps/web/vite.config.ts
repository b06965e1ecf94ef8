// vitest/config's defineConfig is vite's, plus the `test` section.
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { precompiledMessages } from './vite/precompiled-messages';

const apiTarget = process.env.TRADEBOOK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Catalogue messages compiled at build time, so the app ships no ICU parser (ADR 0256).
    precompiledMessages(),
    // .br and .gz beside every compressible file of dist (ADR 0203); the server sends them as they are,
    // so answers cost no CPU and get the best compression levels. Source maps are left uncompressed:
    // only developer tools fetch them.
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(html|css|js|json|svg)$/,
      logLevel: 'silent',
    }),
    // The installable app (docs/decisions/0228-installable-app.md): a manifest and, in production builds
    // only, a service worker that precaches the app's shell (HTML, scripts, styles, icons) so it opens
    // offline. Nothing under /api, /files or /d/ is ever cached: navigations there go to the network,
    // and no runtime caching is set up. A new build's worker takes over at once (autoUpdate:
    // skipWaiting and clientsClaim), so the next start shows the new app.
    VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers the worker from the hashed bundle (no unhashed registerSW.js beside it).
      injectRegister: null,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        name: 'Tradebook',
        short_name: 'Tradebook',
        description: 'Quotations, invoices and expenses for sole traders and small companies.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1c7ed6',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/files\//, /^\/d\//, /^\/healthz/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // The app's largest chunk (the PDF viewer) is above Workbox's 2 MB default.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
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
    // Each test file gets its own jsdom and modules. Sharing them (isolate: false) took a third less
    // time, but since the screens load their catalogues and schemas lazily, a file could inherit another's
    // half-finished renders and requests and fail at random (docs/decisions/0259).
    isolate: true,
    // One worker per core: Vitest's default (cores - 1) leaves one of CI's two cores idle.
    maxWorkers: os.availableParallelism(),
  },
});
