/* eslint-disable @typescript-eslint/no-require-imports -- loaded with `node --require`, before any module loader: CommonJS by necessity */
// Loaded with `node --require` (and so in every worker thread too: they inherit the option, as they do not `--import`): any
// connection or name lookup that is not to this machine is written to NETWORK_GUARD_LOG and refused.
// The receipt-reading test runs the reader under it to show that reading makes no network call.
const dns = require('node:dns');
const fs = require('node:fs');
const net = require('node:net');
const { threadId } = require('node:worker_threads');

const LOCAL = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const log = (what) => {
  if (process.env.NETWORK_GUARD_LOG)
    fs.appendFileSync(process.env.NETWORK_GUARD_LOG, `thread ${threadId}: ${what}\n`);
};

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  const options =
    typeof args[0] === 'object' && args[0] !== null
      ? Array.isArray(args[0])
        ? args[0][0]
        : args[0]
      : { port: args[0], host: args[1] };
  const host = options?.host ?? 'localhost';
  if (options?.path === undefined && !LOCAL.has(String(host))) {
    log(`connect ${host}:${options?.port}`);
    throw new Error(`network connection refused by the test: ${host}`);
  }
  return connect.apply(this, args);
};

const lookup = dns.lookup;
dns.lookup = function guardedLookup(hostname, ...rest) {
  if (!LOCAL.has(String(hostname))) log(`lookup ${hostname}`);
  return lookup.call(this, hostname, ...rest);
};
