// `npm run check`: the type checks of every workspace, lint, formatting, the dependency audit, the
// server's floors and data access (check-server-layers.mjs) and that no comment or doc points outside
// the repository (check-references.mjs), two or more at a time (one per core). Each is one
// single-threaded process; run in turn they took about four of CI's 25 minutes. A check's output is
// printed whole when it ends; the exit code is non-zero when any check failed. Each also runs alone:
// `npm run typecheck`, `lint`, `format:check`, `audit`, `node scripts/check-server-layers.mjs`,
// `node scripts/check-references.mjs`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// Longest first, so the short ones fill in around them.
const checks = [
  ['eslint', [bin('eslint'), '--max-warnings', '0', '.']],
  ['tsc apps/web', [bin('tsc'), '-p', 'apps/web']],
  ['tsc apps/server', [bin('tsc'), '-p', 'apps/server']],
  ['tsc bench', [bin('tsc'), '-p', 'bench']],
  ['prettier', [bin('prettier'), '--check', '.']],
  ['tsc packages/domain', [bin('tsc'), '-p', 'packages/domain']],
  ['tsc e2e', [bin('tsc'), '-p', 'e2e']],
  ['audit', [process.execPath, path.join(root, 'scripts', 'audit.mjs')]],
  ['server layers', [process.execPath, path.join(root, 'scripts', 'check-server-layers.mjs')]],
  ['references', [process.execPath, path.join(root, 'scripts', 'check-references.mjs')]],
];

function run([name, [command, ...args]]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = (code) => {
      const took = Math.round((Date.now() - started) / 1000);
      console.log(`\n--- ${name}: ${code === 0 ? 'ok' : `failed (exit code ${code})`} in ${took} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    };
    child.on('error', (error) => {
      output += String(error);
      done(-1);
    });
    child.on('close', done);
  });
}

const queue = [...checks];
const results = await Promise.all(
  Array.from({ length: Math.max(2, os.availableParallelism()) }, async () => {
    const passed = [];
    for (let check = queue.shift(); check; check = queue.shift()) passed.push(await run(check));
    return passed;
  }),
);
const failed = results.flat().filter((passed) => !passed).length;
console.log(failed === 0 ? '\nevery check passed' : `\n${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
