// `npm run dev`: the API with reload on change (tsx watch, port 3000) and the web app with hot module
// replacement (Vite, port 5173, forwarding /api to the server). Open http://localhost:5173.
// The server's log lines (JSON, as in production) are shown as readable lines by pino-pretty, a
// development dependency run here as a separate process: the server itself never loads it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3000';
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/server.ts'],
  {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  },
);
const prettyLogs = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/pino-pretty/bin.js'),
    '--colorize',
    '--translateTime',
    'SYS:HH:MM:ss.l',
    '--ignore',
    'pid,hostname',
  ],
  // Its own process group: Ctrl+C stops the server, whose last lines still reach it; it ends with them.
  { cwd: root, stdio: ['pipe', 'inherit', 'inherit'], detached: true },
);
server.stdout.pipe(prettyLogs.stdin);
const children = [
  server,
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, TRADEBOOK_API: `http://localhost:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
