// The task of the business rules' worker thread (rules-pool.ts): one rule set over one document. Loaded
// by rules-worker.mjs from the sources, bundled as dist/rules-worker.js by the build.
import type { RuleFailure, RuleSet } from './rule-sets';
import { runBusinessRules } from './run-business-rules';

export default function checkInWorker(task: { set: RuleSet; xml: string }): RuleFailure[] {
  return runBusinessRules(task.set, task.xml);
}
