// The production build (scripts/build-server.mjs, docs/decisions/0332-server-is-built-with-esbuild.md):
// the compiled server starts on an empty data folder with no TypeScript loader (a module hook refuses
// tsx, typescript and any .ts file), runs the compiled migrations, answers /healthz and the API docs,
// and stops on SIGTERM. Built into a folder of its own beside dist, so a running `npm start` is left be.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, `.build-test-${process.pid}`);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-build-'));

// Registered before the server's first import: any TypeScript compiler or source file is an error.
const NO_TYPESCRIPT = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  if (/(^|\\\\/)(tsx|typescript)(\\\\/|$)|\\\\.[cm]?ts$/.test(specifier)) throw new Error('loaded ' + specifier);
  return next(specifier, context);
}\`));
`;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the server build', () => {
  afterAll(() => {
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('starts without TypeScript, migrates a new database, answers /healthz and stops on SIGTERM', async () => {
    const build = spawnSync(
      process.execPath,
      [path.join(serverRoot, '../../scripts/build-server.mjs'), '--outdir', outdir],
      { encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const bundles = fs.readdirSync(outdir).filter((file) => file.endsWith('.js'));
    for (const file of bundles)
      expect(fs.readFileSync(path.join(outdir, file), 'utf8')).not.toMatch(/from ["']tsx/);

    const hook = path.join(scratch, 'no-typescript.mjs');
    fs.writeFileSync(hook, NO_TYPESCRIPT);
    const dataDir = path.join(scratch, 'data');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', hook, path.join(outdir, 'server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PDF_THREADS: '1',
      },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let i = 0; ; i++) {
        const health = await fetch(`${base}/healthz`).then(
          (res) => res.status,
          () => 0,
        );
        if (health === 200) break;
        if (child.exitCode !== null || i > 600) throw new Error(`the built server did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const docs = await fetch(`${base}/api/openapi.json`);
      expect(docs.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(stderr).toBe('');

    // Every migration ran, from its compiled file.
    const migrations = fs.readdirSync(path.join(outdir, 'migrations')).filter((file) => file.endsWith('.js'));
    const handle = openDatabase({ dataDir });
    try {
      const applied = await handle.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied).toHaveLength(migrations.length);
      expect(migrations.length).toBe(
        fs
          .readdirSync(path.join(serverRoot, 'src/db/migrations'))
          .filter((f) => /^\d.*(?<!\.test)\.ts$/.test(f)).length,
      );
    } finally {
      await handle.destroy();
    }
  }, 120_000);
});
