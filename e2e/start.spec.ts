// `npm start` on an empty DATA_DIR creates and migrates the SQLite database and answers /healthz.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

test('npm start on an empty data folder creates the database and answers /healthz', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-start-'));
  const port = 3290;
  const server = spawn('npm', ['start'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    let health: unknown;
    for (let attempt = 0; attempt < 200 && !health; attempt++) {
      health = await fetch(`http://localhost:${port}/healthz`)
        .then((res) => (res.ok ? res.json() : undefined))
        .catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(health).toEqual({ status: 'ok', database: 'up' });
    expect(fs.existsSync(path.join(dataDir, 'tradebook.sqlite'))).toBe(true);
    const home = await fetch(`http://localhost:${port}/login`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a bad setting stops the start with one clear line', async () => {
  const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    // As `npm start` runs it: the built server (the webServer's start has built it).
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'not-a-port' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
  expect(result.code).toBe(1);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toContain('PORT');
});
