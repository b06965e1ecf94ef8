// `npm run audit` (part of `npm run check`): npm audit of the production dependencies, failing on a high
// or critical advisory. When the registry cannot answer (offline, or a mirror without the audit
// endpoint, as on the build machines here: 405), it says so and passes: a check that cannot run must not
// block every commit, and the line it prints makes the gap visible (docs/decisions/0117-...).
// NPM_COMMAND names another npm (tests use a stand-in that prints a canned report).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.env.NPM_COMMAND ?? 'npm';
const BLOCKING = new Set(['high', 'critical']);

const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  cwd: root,
  encoding: 'utf8',
  timeout: 120_000,
  maxBuffer: 64 * 1024 * 1024,
});

/** Ends the check as passed, saying why the audit could not be done. */
function unanswered(reason, who = 'the registry') {
  console.log(`npm audit: ${who} could not answer (${reason}); the dependency audit was not done.`);
  process.exit(0);
}

if (run.error) unanswered(run.error.message, npm);
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  unanswered(firstLine(run.stderr) || `exit code ${run.status}`);
}
if (!report?.vulnerabilities || !report.metadata) {
  unanswered(firstLine(report?.message ?? report?.error?.summary ?? '') || `exit code ${run.status}`);
}

const blocking = Object.values(report.vulnerabilities).filter((entry) => BLOCKING.has(entry.severity));
const checked = report.metadata.dependencies?.prod ?? report.metadata.totalDependencies ?? '?';
if (blocking.length === 0) {
  console.log(`npm audit: no high or critical advisories in ${checked} production dependencies.`);
  process.exit(0);
}
console.error(`npm audit: ${blocking.length} production dependencies with high or critical advisories:`);
for (const entry of blocking) {
  const titles = entry.via
    .filter((via) => typeof via === 'object')
    .map((via) => `${via.title}${via.url ? ` (${via.url})` : ''}`);
  const fix = entry.fixAvailable ? 'a fix is available: npm audit fix' : 'no fix yet';
  console.error(
    `- ${entry.name} (${entry.severity}, ${entry.range}): ${titles.join('; ') || 'via ' + entry.via.join(', ')}; ${fix}`,
  );
}
process.exit(1);

function firstLine(text) {
  return String(text).trim().split('\n')[0] ?? '';
}
