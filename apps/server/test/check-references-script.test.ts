// scripts/check-references.mjs (npm run check): a comment or doc that points at a file a clone does not
// have fails the check with its file and line; pointers at docs/reference/ and the ADRs pass, and so does an
// import of a folder that happens to be called `shared`. Each case is a scratch git repository, so the test
// does not depend on the state of this one. Runs with the server's tests because it needs only Node.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/check-references.mjs',
);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-references-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

// The names the check looks for, put together here so that this file does not trip the check itself.
const DECISIONS_FILE = ['decisions', 'md'].join('.');
const SPEC = ['spec', '001'].join(' ');

/** Runs the check over a scratch repository holding `files`. */
function check(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(scratch, 'repo-'));
  execFileSync('git', ['init', '-q'], { cwd: dir });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const run = spawnSync(process.execPath, [script, '--root', dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('scripts/check-references.mjs', () => {
  it('passes when comments and docs point at docs/reference and the ADRs', () => {
    const { status, output } = check({
      'src/totals.ts':
        "// Rounding (docs/reference/documents.md 'Money and totals'; ADR 0001).\nexport const a = 1;\n",
      'docs/decisions/0001-money.md': "Context: docs/reference/documents.md 'Money and totals'.\n",
      'src/uses-shared.ts': "import { x } from '../shared/x';\nexport const y = x;\n",
    });
    expect(output).toContain('point only inside the repository');
    expect(status).toBe(0);
  });

  it('fails on a code comment that cites the decisions file or a spec file, naming file and line', () => {
    const { status, output } = check({
      'src/totals.ts': `export const a = 1;\n// Rounding (${DECISIONS_FILE} 'Money and totals').\n`,
      'src/list.tsx': `/** The list (${SPEC} section 2). */\nexport const b = 2;\n`,
    });
    expect(status).toBe(1);
    expect(output).toContain('src/totals.ts:2: points at the product decisions file');
    expect(output).toContain('src/list.tsx:1: points at a numbered spec file');
  });

  it('fails on a doc under docs/ that cites them, and on a path outside the checkout in a comment', () => {
    const { status, output } = check({
      'docs/decisions/0002-x.md': `# 0002\n\nContext: ${SPEC} gives the badges.\n`,
      'src/a.ts': '// Copied from ../shared/guides/style.md\nexport const a = 1;\n',
      'README.md': `See ${['', 'work', 'shared', 'x'].join('/')}.\n`,
    });
    expect(status).toBe(1);
    expect(output).toContain('docs/decisions/0002-x.md:3: points at a numbered spec file');
    expect(output).toContain('src/a.ts:1: points at a folder beside the checkout');
    expect(output).toContain('README.md:1: points at a path on one machine');
  });
});
