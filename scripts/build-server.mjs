// The server's production build (apps/server/dist), shared by `npm run build`, `npm start`, `npm run
// admin` and the cold-start benchmark: esbuild bundles the server, the admin tool, each worker thread's
// task and each migration into plain JavaScript, so a start loads a few files and never a TypeScript
// compiler (docs/decisions/0332-server-is-built-with-esbuild.md). Built when missing or older than its
// sources. Run on its own: `node scripts/build-server.mjs [--outdir apps/server/<folder>]`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');
const src = path.join(serverDir, 'src');
const migrations = path.join(src, 'db/migrations');
// Written last by a build that succeeded: a dist without it is half-built.
const stampFile = path.join(serverDist, 'build.json');

// Left to Node to load from node_modules: native addons (better-sqlite3, sharp, argon2, pg's optional
// pg-native), packages that read their own files next to their code at run time (pdfkit's fonts,
// swagger-ui's pages, xmllint's WebAssembly, piscina's worker, the e-invoice library's templates,
// saxon-js) and the big ones only a PDF, an export or an e-invoice needs (exceljs, fontkit, the Stripe
// and S3 SDKs): bundling them would make every start read them.
export const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'pdfkit',
  'fontkit',
  'exceljs',
  'saxon-js',
  'xmllint-wasm',
  '@e-invoice-eu/core',
  '@fastify/swagger-ui',
  'piscina',
  'stripe',
  '@aws-sdk/*',
  'pino-pretty',
  'tsx',
  'vitest',
  // Receipt reading (docs/decisions/0358): tesseract.js starts its OCR thread from a file of its own and
  // finds its WebAssembly core beside it; unpdf is loaded only for a receipt's PDF.
  'tesseract.js',
  'unpdf',
];

// Of those, the ones loaded on first use rather than at start: each takes from a few hundred
// milliseconds to seconds to load, and only a PDF summary, a spreadsheet, an image, a card payment or an
// e-invoice needs it. Each is given to the bundle as a stand-in that loads the package (require) the
// first time one of its exports is called, constructed or read; `named` lists the named imports used.
export const LOADED_ON_FIRST_USE = {
  exceljs: { named: [] },
  sharp: { named: [] },
  stripe: { named: [] },
  pdfkit: { named: [] },
  '@e-invoice-eu/core': { named: ['InvoiceService'] },
};

const firstUsePlugin = {
  name: 'loaded-on-first-use',
  setup(build) {
    const names = Object.keys(LOADED_ON_FIRST_USE);
    const filter = new RegExp(`^(${names.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`);
    build.onResolve({ filter }, (args) =>
      // The stand-in itself asks for the real package with a namespace of its own: left to Node.
      args.namespace === 'first-use'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'first-use' },
    );
    build.onLoad({ filter: /.*/, namespace: 'first-use' }, (args) => {
      const { named } = LOADED_ON_FIRST_USE[args.path];
      const stand = (pick) => `standIn(() => ${pick})`;
      return {
        loader: 'js',
        resolveDir: serverDir,
        contents: [
          "import { createRequire } from 'node:module';",
          'const requireHere = createRequire(import.meta.url);',
          'let loaded;',
          `const load = () => (loaded ??= requireHere(${JSON.stringify(args.path)}));`,
          'const standIn = (pick) =>',
          '  new Proxy(function standIn() {}, {',
          '    get: (_target, key) => Reflect.get(pick(), key),',
          '    has: (_target, key) => Reflect.has(pick(), key),',
          '    apply: (_target, self, args) => Reflect.apply(pick(), self, args),',
          '    construct: (_target, args) => Reflect.construct(pick(), args),',
          '  });',
          `export default ${stand('load()')};`,
          ...named.map((name) => `export const ${name} = ${stand(`load().${name}`)};`),
        ].join('\n'),
      };
    });
  },
};

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function serverBuildIsStale() {
  const built = fs.statSync(stampFile, { throwIfNoEntry: false });
  if (!built) return true;
  const sources = [
    src,
    path.join(serverDir, 'package.json'),
    path.join(root, 'packages/domain/src'),
    fileURLToPath(import.meta.url),
  ];
  return Math.max(...sources.map(newestMtime)) > built.mtimeMs;
}

function entryPoints() {
  const entries = {
    server: path.join(src, 'server.ts'),
    admin: path.join(src, 'admin/admin.ts'),
    'pdf-worker': path.join(src, 'pdf/render-in-worker.ts'),
    'rules-worker': path.join(src, 'features/einvoices/engine/check-in-worker.ts'),
    'read-worker': path.join(src, 'features/einvoices/engine/read-in-worker.ts'),
    'receipt-worker': path.join(src, 'features/receipts/read-receipt-in-worker.ts'),
  };
  for (const file of fs.readdirSync(migrations)) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts') || file.endsWith('.test.ts')) continue;
    entries[`migrations/${file.replace(/\.ts$/, '')}`] = path.join(migrations, file);
  }
  return entries;
}

/** Builds apps/server/dist; resolves to 0, or 1 after printing why it failed. `outdir`: elsewhere (a
 * test's build), one folder below apps/server like dist, where the server finds its assets from. */
export async function buildServer({ outdir = serverDist } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  let result;
  try {
    result = await esbuild.build({
      entryPoints: entryPoints(),
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Code the entries share (Kysely, the domain, Fastify for the server and the admin tool) is one
      // chunk beside them, so a migration's `sql` is the server's own.
      splitting: true,
      chunkNames: 'chunk-[hash]',
      metafile: true,
      external: EXTERNAL.filter((name) => !(name in LOADED_ON_FIRST_USE)),
      plugins: [firstUsePlugin],
      sourcemap: 'linked',
      logLevel: 'warning',
      // Bundled CommonJS packages call require() for Node's own modules: give the ES module one.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
  } catch {
    // esbuild has printed the errors.
    return 1;
  }
  if (process.env.BUILD_METAFILE)
    fs.writeFileSync(process.env.BUILD_METAFILE, JSON.stringify(result.metafile));
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(
    path.join(outdir, 'build.json'),
    `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const at = process.argv.indexOf('--outdir');
  const status = await buildServer(at > 0 ? { outdir: path.resolve(process.argv[at + 1] ?? '') } : {});
  if (status === 0)
    console.log(`Built the server into apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
  process.exit(status);
}
