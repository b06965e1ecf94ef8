// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server, which serves the web app and the API from one process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { buildWeb, webBuildIsStale } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app (first start or changed sources)...');
  const status = buildWeb();
  if (status !== 0) {
    console.error('Tradebook did not start: the web app failed to build (see above).');
    process.exit(status);
  }
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
