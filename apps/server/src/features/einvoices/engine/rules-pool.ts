// The business rules run in one worker thread of their own (piscina), not on the event loop: SaxonJS
// takes a few hundred milliseconds of CPU a document, and the first run of a set loads its rules (a
// second or two). One thread keeps each compiled set in memory once (about 100 MB for the four); tasks
// queue in arrival order. Made at the first check, so a process that checks nothing starts no thread.
import { Piscina } from 'piscina';
import { workerEntry } from '../../../server-paths';
import type { RuleFailure, RuleSet } from './rule-sets';

const WORKER_FILE = workerEntry('features/einvoices/engine/rules-worker.mjs', 'rules-worker');

let pool: Piscina | undefined;

export async function checkBusinessRules(set: RuleSet, xml: string): Promise<RuleFailure[]> {
  pool ??= new Piscina({ filename: WORKER_FILE, minThreads: 1, maxThreads: 1, niceIncrement: 10 });
  return (await pool.run({ set, xml })) as RuleFailure[];
}

export async function closeRulesPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}
