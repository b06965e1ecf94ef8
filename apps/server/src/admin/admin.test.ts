// The admin tool run as an operator runs it: a process of its own over a DATA_DIR (or DATABASE_URL)
// that a test app then reads, printing what it did or one error line with a non-zero exit.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postCall } from '../../test/api-calls';
import { signedInUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

// A test starts the tool once or twice, and each start compiles the server's modules (tsx): a few
// seconds on an idle machine, far more on a busy CI machine, so a test may take up to two minutes.
vi.setConfig({ testTimeout: 120_000 });

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
let databaseUrl: string | undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  // On PostgreSQL the test database's own URL; on SQLite the DATA_DIR alone.
  databaseUrl = database.databaseUrl;
  t = await buildTestApp({ database });
}, 60_000);
afterAll(async () => {
  await t.close();
});

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/admin.ts', ...args], {
    cwd: serverDir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      DATA_DIR: t.database.dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

function oneErrorLine(result: ReturnType<typeof admin>) {
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.split('\n')).toHaveLength(1);
  return result.stderr;
}

describe('npm run admin', () => {
  it('lists the seeded packages', () => {
    const result = admin('package:list');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      '1\tPro Monthly\t£4.99 GBP\t30 days\ton sale',
      '2\tPro Yearly\t£49.99 GBP\t365 days\ton sale',
    ]);
  });

  it('adds a package that the app then sells', async () => {
    const result = admin(
      'package:add',
      '--name',
      'Pro Weekly',
      '--price',
      '1.5',
      '--currency',
      'gbp',
      '--days',
      '7',
    );
    expect(result).toMatchObject({ status: 0, stdout: 'Added package 3: Pro Weekly, £1.50 GBP, 7 days.' });
    const { auth } = await signedInUser(t.app);
    const res = await postCall(t.app, auth, 'web/payment/getPackages', {});
    expect(res.json().response.packages[0]).toMatchObject({
      packageName: 'Pro Weekly',
      packagePrice: 1.5,
      days: 7,
    });
  });

  it('creates a voucher in capitals, once', async () => {
    expect(admin('voucher:create', '--code', 'spring-26', '--days', '20')).toMatchObject({
      status: 0,
      stdout: 'Created voucher SPRING-26: 20 days of free usage, once per user.',
    });
    expect(oneErrorLine(admin('voucher:create', '--code', 'SPRING-26', '--days', '5'))).toBe(
      'admin: A voucher SPRING-26 exists already.',
    );
    const { auth } = await signedInUser(t.app);
    const res = await postCall(t.app, auth, 'voucher/redeem', { code: 'spring-26' });
    expect(res.json().response.days_added).toBe(20);
  });

  it("sets a user's days for support", async () => {
    const user = await signedInUser(t.app);
    const result = admin(
      'user:set-days',
      '--email',
      user.email.toUpperCase(),
      '--free-days',
      '0',
      '--subscription-days',
      '12',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`^${user.email}: 0 days of free usage left .*, 12 days of subscription left`),
    );
    const profile = await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: user.auth });
    expect(profile.json().response).toMatchObject({
      no_of_days_of_free_usage: 0,
      subscription_details: { noOfDaysRemaining: 12, subscription_type: 'pro' },
    });
  });

  it.each([
    [[], /^admin: Usage: npm run admin -- package:list/],
    [['package:delete'], /^admin: Unknown command 'package:delete'/],
    [
      ['package:add', '--name', 'X', '--price', '0', '--currency', 'GBP', '--days', '7'],
      /--price must be an amount/,
    ],
    [
      ['package:add', '--name', 'X', '--price', '1.999', '--currency', 'GBP', '--days', '7'],
      /--price must be/,
    ],
    [
      ['package:add', '--name', 'X', '--price', '1', '--currency', 'XYZ', '--days', '7'],
      /--currency must be an ISO 4217/,
    ],
    [['package:add', '--name', 'X', '--price', '1', '--currency', 'GBP'], /--days is required/],
    [
      ['package:add', '--name', 'X', '--price', '1', '--currency', 'GBP', '--days=-3'],
      /--days must be a whole number/,
    ],
    [['voucher:create', '--code', 'a b', '--days', '3'], /--code must be 3 to 64 letters/],
    [['voucher:create', '--code', 'OK1', '--days', '3', '--extra', 'x'], /Unknown option '--extra'/],
    [
      ['user:set-days', '--email', 'nobody@example.com', '--free-days', '3'],
      /No account has the e-mail address/,
    ],
    [['user:set-days', '--email', 'nobody@example.com'], /Give --free-days N, --subscription-days N or both/],
  ])('refuses %j with one error line and exit 1', (args, message) => {
    expect(oneErrorLine(admin(...args))).toMatch(message);
  });

  it('stops with one line on a bad setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/admin.ts', 'package:list'], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATABASE_URL: 'mysql://nope' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^admin: Invalid setting DATABASE_URL/),
    ]);
  });
});
