// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its figures and exits non-zero when
// it misses its target.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  // --expose-gc: the export benchmark measures the memory an export holds after full collections.
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join('bench', bench)], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  if (run.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
