// A receipt-reading thread of receipt-pool.ts when the server runs from its sources: plain JavaScript
// that loads the TypeScript task with tsx's tsImport, like the e-invoice reading threads
// (docs/decisions/0323); the build bundles read-receipt-in-worker.ts as dist/receipt-worker.js instead.
import { tsImport } from 'tsx/esm/api';

const { default: readReceiptInWorker } = await tsImport('./read-receipt-in-worker.ts', import.meta.url);

export default readReceiptInWorker;
