// SIGTERM to the real server process (src/server.ts through tsx, on a temporary SQLite data folder):
// new connections are refused at once, the request in flight is answered, the e-mail job under way
// finishes (sent once, nothing left queued), and the process exits well within 10 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';

const serverRoot = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** An SMTP server that takes each message's data and holds its answer until `release()`. */
async function startHoldingSmtp() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        arrived();
        void released.then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, arrival, release, close: () => server.close() };
}

const connectRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('the server process on SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-stop-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses new connections, answers the request in flight, finishes the running job, exits', async () => {
    const smtp = await startHoldingSmtp();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/server.ts')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        PDF_THREADS: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) break;
        if (i > 600) throw new Error('the server did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Registering queues the address's confirmation e-mail: its job is under way once the SMTP server
      // holds the message.
      const email = `stop-${Date.now()}@example.com`;
      const registered = await fetch(`${base}/api/v3/register_user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullname: 'Alex Baker',
          email,
          password: 'correct horse battery',
          country: 'GB',
          currency: 'GBP',
        }),
      });
      expect(registered.status).toBe(200);
      await smtp.arrival;

      // A request in flight: its headers and half its body sent.
      const body = JSON.stringify({ email: 'nobody-here@example.com' });
      const slow = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => slow.once('connect', resolve));
      let answer = '';
      slow.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      const answered = new Promise((resolve) => slow.once('end', resolve));
      slow.write(
        `POST /api/v3/forgot_password HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = performance.now();
      child.kill('SIGTERM');
      let refused = false;
      for (let i = 0; i < 50 && !refused; i++) {
        refused = await connectRefused(port);
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused).toBe(true);

      slow.write(body.slice(10));
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);

      smtp.release();
      expect(await exited).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await smtp.close();
    }

    // The e-mail went once and its job is settled: nothing left to run again at the next start.
    expect(smtp.received).toHaveLength(1);
    const handle = openDatabase({ dataDir });
    try {
      expect(
        await handle.db
          .selectFrom('jobs')
          .select(['name', 'state'])
          .where('name', '=', 'deliver-mail')
          .execute(),
      ).toEqual([]);
      const mails = await handle.db.selectFrom('outbox_mails').select('state').execute();
      expect(mails.map((mail) => mail.state)).toEqual(['sent']);
    } finally {
      await handle.destroy();
    }
  }, 120_000);
});
