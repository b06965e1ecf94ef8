// A PDF worker thread's entry when the server runs from its sources (pdf-pool.ts; the build bundles
// render-in-worker.ts as dist/pdf-worker.js instead). On Node 20 the loader hooks of `--import tsx` do
// not reach worker threads, and under vitest there is no tsx at all. So this entry is plain JavaScript
// and loads the task with tsx's tsImport, which transpiles it (and what it imports) for this import
// alone, whether or not tsx is registered elsewhere.
import { tsImport } from 'tsx/esm/api';

const { default: renderInWorker } = await tsImport('./render-in-worker.ts', import.meta.url);

export default renderInWorker;
