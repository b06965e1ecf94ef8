// scripts/audit.mjs (npm run check): fails on a high or critical advisory of a production dependency,
// passes below that, and passes with a clear line when the registry cannot answer. The repository's
// scripts have no test suite of their own; this one runs with the server's because it needs only Node.
// A stand-in npm prints a canned `npm audit --json` report, so the test needs no network.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/audit.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-audit-'));
const fakeNpm = path.join(dir, 'npm');
fs.writeFileSync(
  fakeNpm,
  '#!/usr/bin/env node\n' +
    "process.stdout.write(require('fs').readFileSync(process.env.FAKE_AUDIT_REPORT, 'utf8'));\n" +
    'process.exit(1);\n',
  { mode: 0o700 },
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function audit(report: unknown, npm = fakeNpm) {
  const file = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));
  const run = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, NPM_COMMAND: npm, FAKE_AUDIT_REPORT: file },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const reportWith = (severity: string) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml': {
      name: 'fast-xml',
      severity,
      range: '<1.2.3',
      via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
      fixAvailable: true,
    },
  },
  metadata: { dependencies: { prod: 120 } },
});

describe('scripts/audit.mjs', () => {
  it.each(['high', 'critical'])('fails on a %s advisory and names it', (severity) => {
    const { status, output } = audit(reportWith(severity));
    expect(status).toBe(1);
    expect(output).toContain(`fast-xml (${severity}, <1.2.3): Prototype pollution`);
  });

  it('passes when the advisories are below high', () => {
    const { status, output } = audit(reportWith('moderate'));
    expect(status).toBe(0);
    expect(output).toContain('no high or critical advisories in 120 production dependencies');
  });

  it('passes and says so when the registry cannot answer', () => {
    const refused = audit({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(refused.status).toBe(0);
    expect(refused.output).toContain('the registry could not answer (405 Method Not Allowed');
    const garbled = audit('npm ERR! network ENOTFOUND');
    expect(garbled.status).toBe(0);
    expect(garbled.output).toContain('the dependency audit was not done');
    const missing = audit(reportWith('high'), path.join(dir, 'no-such-npm'));
    expect(missing.status).toBe(0);
    expect(missing.output).toContain('could not answer (');
  });
});
