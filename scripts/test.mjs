// `npm test`: every test of the project, in order: domain unit tests, server tests on SQLite, server
// tests on PostgreSQL (when TEST_DATABASE_URL is set), web unit tests, browser journeys (Debian's
// Chromium). Name suites to run only those: `npm test -- server web`. Ends with one line
// 'N passed, N failed, N skipped' and a non-zero exit code when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-results-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const suites = [
  { name: 'domain', cwd: 'packages/domain', kind: 'vitest', env: envWithoutPg },
  { name: 'server', label: 'server (SQLite)', cwd: 'apps/server', kind: 'vitest', env: envWithoutPg },
  {
    name: 'server-pg',
    label: 'server (PostgreSQL)',
    cwd: 'apps/server',
    kind: 'vitest',
    env: { ...process.env },
    skip: TEST_DATABASE_URL
      ? undefined
      : 'set TEST_DATABASE_URL=postgres://user:pass@host:5432/postgres to run it',
  },
  { name: 'web', cwd: 'apps/web', kind: 'vitest', env: envWithoutPg },
  {
    name: 'e2e',
    label: 'browser journeys',
    cwd: 'e2e',
    kind: 'playwright',
    env: envWithoutPg,
    skip: fs.existsSync(chromium) ? undefined : `no Chromium at ${chromium} (apt-get install chromium)`,
  },
];

const wanted = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let failedSuites = 0;

for (const suite of suites) {
  const label = suite.label ?? suite.name;
  if (
    wanted.length > 0 &&
    !wanted.includes(suite.name) &&
    !(suite.name === 'server-pg' && wanted.includes('server'))
  )
    continue;
  if (suite.skip) {
    if (process.env.CI) {
      console.error(`\n✗ ${label}: cannot run in CI: ${suite.skip}`);
      failedSuites++;
      lines.push(`${label}: NOT RUN (${suite.skip})`);
    } else {
      console.log(`\n- ${label}: skipped: ${suite.skip}`);
      lines.push(`${label}: skipped (${suite.skip})`);
    }
    continue;
  }
  console.log(`\n=== ${label} ===`);
  const out = path.join(resultsDir, `${suite.name}.json`);
  const args =
    suite.kind === 'vitest'
      ? [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]
      : [playwright, 'test', '--reporter=list,json'];
  const env = { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
  const started = Date.now();
  const run = spawnSync(process.execPath, args, { cwd: path.join(root, suite.cwd), stdio: 'inherit', env });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  const counts = readCounts(suite.kind, out);
  // CI must stay under 25 minutes: the slowest files say where a suite's time goes.
  if (suite.kind === 'vitest') console.log(slowestFiles(out));
  if (run.status !== 0 || !counts || counts.failed > 0) failedSuites++;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    lines.push(
      `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${took})`,
    );
  } else {
    lines.push(`${label}: did not report results (exit code ${run.status}, ${took})`);
  }
}

function slowestFiles(file) {
  if (!fs.existsSync(file)) return '';
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const files = (report.testResults ?? [])
    .map((result) => ({ name: path.relative(root, result.name), ms: result.endTime - result.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8);
  return `slowest files:\n${files.map((f) => `  ${(f.ms / 1000).toFixed(1)} s  ${f.name}`).join('\n')}`;
}

function readCounts(kind, file) {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected, skipped };
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
if (failedSuites > 0 && totals.failed === 0) totals.failed = failedSuites;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 ? 1 : 0);
