// One task of a reading thread (read-pool.ts): a supplier's file in, its parsed e-invoice or the reason
// it was refused out (an error's class does not survive the way back to the main thread, so refusals
// are answered as data). The thread first says it has started, so the time limit counts from there.
import type { MessagePort } from 'node:worker_threads';
import { parseEInvoice, type ParsedEInvoice } from './parse-einvoice';
import { EInvoiceReadError, type ReadErrorKind } from './read-messages';

export interface ReadTask {
  bytes: Uint8Array;
  started: MessagePort;
}

export type ReadAnswer =
  { ok: true; parsed: ParsedEInvoice } | { ok: false; kind: ReadErrorKind; message: string };

export default async function readInWorker(task: ReadTask): Promise<ReadAnswer> {
  task.started.postMessage('started');
  task.started.close();
  try {
    const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
    return { ok: true, parsed: await parseEInvoice(bytes) };
  } catch (error) {
    if (error instanceof EInvoiceReadError) return { ok: false, kind: error.kind, message: error.message };
    throw error;
  }
}
