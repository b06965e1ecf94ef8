// Browser journeys against the real product: `npm start` (the production build) on its own port and an
// empty data folder, driven through Debian's Chromium (never a downloaded browser).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Set once in the main process; the test workers inherit it, so all agree on the data folder.
process.env.E2E_RUN_ID ??= String(Date.now());
const dataDir = path.join(os.tmpdir(), `tradebook-e2e-${process.env.E2E_RUN_ID}`);
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
// A local fake of Stripe's API and payment page (apps/server/test/fake-stripe), as in the server's tests:
// the product is pointed at it as it would be at Stripe.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 1);

/** Journeys that move the server's clock (POST /api/v3/test/clock). */
const CLOCK_JOURNEYS = ['recurring.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One file at a time by default: on CI's two cores the browser and the server keep both busy, and two
  // files side by side took each journey about twice as long (docs/decisions/0268). E2E_WORKERS=2 or
  // more runs files side by side on a machine with more cores; each journey registers its own business.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  forbidOnly: true,
  outputDir: path.join(os.tmpdir(), `tradebook-e2e-results-${process.env.E2E_RUN_ID}`),
  use: {
    baseURL,
    // The production build registers a service worker (docs/decisions/0228-installable-app.md); journeys
    // run without it, as a first visit does, except the installable-app journey, which allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: CLOCK_JOURNEYS },
    // The test build's clock is the server's, shared by every journey: the journeys that move it run
    // alone, once every other journey has ended.
    { name: 'clock', testMatch: CLOCK_JOURNEYS, dependencies: ['journeys'] },
  ],
  webServer: [
    {
      command: 'npx tsx ../apps/server/test/fake-stripe/serve.ts',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_STRIPE_PORT: String(stripePort) },
    },
    {
      command: 'node ../scripts/start.mjs',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_IP: '10000',
        SMTP_URL: '',
        DATABASE_URL: '',
        STRIPE_SECRET_KEY: 'sk_test_fake_stripe',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake_stripe',
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        SUPPORT_EMAIL: 'support@tradebook.test',
        // The test build's clock control (POST /api/v3/test/clock; never in production): e2e/recurring.spec.ts
        // lives through a month with it.
        TEST_CLOCK: 'true',
      },
    },
  ],
});
