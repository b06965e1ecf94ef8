// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then runs the compiled server (apps/server/dist/server.js; no TypeScript compiler is loaded), which
// serves the web app and the API from one process (docs/decisions/0332-server-is-built-with-esbuild.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverBuildIsStale, serverDist } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { buildWeb, webBuildIsStale } from './web-build.mjs';

if (process.env.SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app (first start or changed sources)...');
  const status = buildWeb();
  if (status !== 0) {
    console.error('Tradebook did not start: the web app failed to build (see above).');
    process.exit(status);
  }
}
if (serverBuildIsStale()) {
  console.log('Building the server (first start or changed sources)...');
  const status = await buildServer();
  if (status !== 0) {
    console.error('Tradebook did not start: the server failed to build (see above).');
    process.exit(status);
  }
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(serverDist, 'server.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
