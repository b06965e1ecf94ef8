// A worker thread of rules-pool.ts: runs one rule set over one document per task. Plain JavaScript that
// loads the TypeScript runner with tsx's tsImport, like pdf/pdf-worker.mjs (docs/decisions/0118).
import { tsImport } from 'tsx/esm/api';

const { runBusinessRules } = await tsImport('./run-business-rules.ts', import.meta.url);

export default function checkInWorker(task) {
  return runBusinessRules(task.set, task.xml);
}
