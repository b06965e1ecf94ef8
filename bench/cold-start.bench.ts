// Cold start (issue 29): from `npm start` (node scripts/start.mjs, with the web app and the server already
// built) to /healthz answering 200, on SQLite with a data folder of an earlier start (the usual restart),
// and once more on an empty one (the first start, migrations included). The build is made first when
// missing or stale, by a warm-up start that is not counted. Prints each start and the median; fails when
// the median restart takes 1.5 s or more (docs/decisions/0332-server-is-built-with-esbuild.md).
//
//   node --import tsx bench/cold-start.bench.ts [--starts 5]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { option, root, stopProcess } from './support/bench-app';

const STARTS = option('starts', 5);
const TARGET_MS = 1500;
const PORT = 3295;

/** Runs `npm start`'s script and answers how long /healthz took to answer 200, and whether it built
 * something first (sources changed meanwhile: that start is not a cold start with the build in place). */
async function timeStart(dataDir: string): Promise<{ ms: number; built: boolean }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let built = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString('utf8').includes('Building')) built = true;
    process.stdout.write(chunk);
  });
  for (;;) {
    const status = await fetch(`http://localhost:${PORT}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error('the server stopped before it answered');
    if (performance.now() - started > 300_000) throw new Error('the server did not answer in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = performance.now() - started;
  await stopProcess(child);
  return { ms, built };
}

/** A start with the build in place: tried again (at most 3 times) when sources changed and it rebuilt. */
async function timeColdStart(dataDir: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const { ms, built } = await timeStart(dataDir);
    if (!built || attempt === 3) return ms;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-cold-start-'));
try {
  const warmUp = await timeStart(dataDir);
  console.log(`warm-up start (builds what is missing or stale): ${Math.round(warmUp.ms)} ms`);
  const times: number[] = [];
  for (let index = 0; index < STARTS; index += 1) times.push(await timeColdStart(dataDir));
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-cold-start-empty-'));
  const first = await timeColdStart(empty);
  fs.rmSync(empty, { recursive: true, force: true });
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `restarts: ${times.map((ms) => Math.round(ms)).join(', ')} ms; median ${Math.round(median)} ms`,
  );
  console.log(`first start on an empty data folder (migrations): ${Math.round(first)} ms`);
  console.log(`cold start: median ${Math.round(median)} ms (target < ${TARGET_MS} ms)`);
  if (median >= TARGET_MS) process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
