// A worker thread of rules-pool.ts when the server runs from its sources: plain JavaScript that loads
// the TypeScript task with tsx's tsImport, like pdf/pdf-worker.mjs (docs/decisions/0118); the build
// bundles check-in-worker.ts as dist/rules-worker.js instead.
import { tsImport } from 'tsx/esm/api';

const { default: checkInWorker } = await tsImport('./check-in-worker.ts', import.meta.url);

export default checkInWorker;
