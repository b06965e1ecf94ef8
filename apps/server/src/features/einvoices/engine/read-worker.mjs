// A reading thread of read-pool.ts when the server runs from its sources: plain JavaScript that loads
// the TypeScript task with tsx's tsImport, like pdf/pdf-worker.mjs (docs/decisions/0118); the build
// bundles read-in-worker.ts as dist/read-worker.js instead.
import { tsImport } from 'tsx/esm/api';

const { default: readInWorker } = await tsImport('./read-in-worker.ts', import.meta.url);

export default readInWorker;
