// `npm test`: every test of the project: domain unit tests, server tests on SQLite, server tests on
// PostgreSQL (when TEST_DATABASE_URL is set) and web unit tests in turn, beside the browser journeys
// (Debian's Chromium). Name suites to run only those: `npm test -- server web`. Ends with one line
// 'N passed, N failed, N skipped' and a non-zero exit code when anything failed.
import { spawn } from 'node:child_process';
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
/** The summary's line for each suite, in the suites' order whatever order they end in. */
const lines = new Map();
let failedSuites = 0;

const chosen = suites.filter(
  (suite) =>
    wanted.length === 0 ||
    wanted.includes(suite.name) ||
    (suite.name === 'server-pg' && wanted.includes('server')),
);
for (const suite of chosen.filter((s) => s.skip)) {
  const label = suite.label ?? suite.name;
  if (process.env.CI) {
    console.error(`\n✗ ${label}: cannot run in CI: ${suite.skip}`);
    failedSuites++;
    lines.set(suite, `${label}: NOT RUN (${suite.skip})`);
  } else {
    console.log(`\n- ${label}: skipped: ${suite.skip}`);
    lines.set(suite, `${label}: skipped (${suite.skip})`);
  }
}

// Two lanes side by side: the browser journeys mostly wait on a browser and a server (about one core),
// while the unit suites keep every core busy. Run one after the other they took 25 minutes of CI's 31;
// side by side the unit suites are niced, so the journeys, whose waits have timeouts, get the CPU they
// ask for and the unit suites take the rest. A unit suite's output is printed whole when it ends, so
// the two lanes' lines never interleave.
const runnable = chosen.filter((suite) => !suite.skip);
const browserLane = runnable.filter((suite) => suite.kind === 'playwright');
const unitLane = runnable.filter((suite) => suite.kind === 'vitest');
const sideBySide = browserLane.length > 0 && unitLane.length > 0;

async function runLane(lane, options) {
  for (const suite of lane) await runSuite(suite, options);
}

async function runSuite(suite, { buffered, niced }) {
  const label = suite.label ?? suite.name;
  const out = path.join(resultsDir, `${suite.name}.json`);
  const args =
    suite.kind === 'vitest'
      ? [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]
      : [playwright, 'test', '--reporter=list,json'];
  const env = { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
  const logFile = path.join(resultsDir, `${suite.name}.log`);
  const log = buffered ? fs.openSync(logFile, 'w') : undefined;
  if (!buffered) console.log(`\n=== ${label} ===`);
  const [command, commandArgs] =
    niced && process.platform !== 'win32'
      ? ['nice', ['-n', '10', process.execPath, ...args]]
      : [process.execPath, args];
  const started = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: path.join(root, suite.cwd),
      stdio: buffered ? ['ignore', log, log] : 'inherit',
      env,
    });
    child.on('error', () => resolve(-1));
    child.on('close', (code) => resolve(code));
  });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (buffered) {
    fs.closeSync(log);
    console.log(`\n=== ${label} ===\n${fs.readFileSync(logFile, 'utf8')}`);
  }
  const counts = readCounts(suite.kind, out);
  // CI must stay under 25 minutes: the slowest files say where a suite's time goes.
  if (suite.kind === 'vitest') console.log(slowestFiles(out));
  if (status !== 0 || !counts || counts.failed > 0) failedSuites++;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    lines.set(
      suite,
      `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${took})`,
    );
  } else {
    lines.set(suite, `${label}: did not report results (exit code ${status}, ${took})`);
  }
}

const started = Date.now();
await Promise.all([
  runLane(unitLane, { buffered: sideBySide, niced: sideBySide }),
  runLane(browserLane, { buffered: false, niced: false }),
]);

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
for (const suite of chosen) console.log(lines.get(suite));
console.log(`all suites: ${Math.round((Date.now() - started) / 1000)} s`);
if (failedSuites > 0 && totals.failed === 0) totals.failed = failedSuites;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 ? 1 : 0);
