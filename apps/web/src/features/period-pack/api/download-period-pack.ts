// The period pack (docs/decisions/0245-period-pack-dialog.md): period_pack answers a single-use link and
// how many files the ZIP will hold; the ZIP is then fetched from the link (no token: the link is its own
// proof) and its files counted as they arrive, for the progress bar, then saved under the server's name.
import type { PeriodPack, PeriodPackRequest } from '@tradebook/domain/period-pack/period-pack.schemas';
import { apiPost, failureOf, sendRequest } from '../../../lib/api-client';
import { filenameFromDisposition, saveBlob } from '../../../lib/downloads/download-file';
import { zipEntryCounter } from './zip-entries';

/** Bytes held as loose chunks before they are folded into a Blob part (the browser keeps large blobs
 * on disk, so the page's own memory stays small). */
const PART_BYTES = 8 * 1024 * 1024;

export interface PackProgress {
  files: number;
  total: number;
}

export async function requestPeriodPack(range: PeriodPackRequest, signal?: AbortSignal): Promise<PeriodPack> {
  return (await apiPost<PeriodPack>('period_pack', { ...range }, { signal })).response;
}

export async function downloadPeriodPack(
  pack: PeriodPack,
  onProgress: (progress: PackProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await sendRequest(pack.url, { method: 'GET' }, signal, false);
  if (!response.ok) throw await failureOf(response);
  const counter = zipEntryCounter();
  const parts: Blob[] = [];
  let loose: Uint8Array<ArrayBuffer>[] = [];
  let looseBytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const read = reader ? await reader.read() : undefined;
    if (!read || read.done) break;
    const value = read.value;
    loose.push(value);
    looseBytes += value.byteLength;
    onProgress({ files: Math.min(counter.add(value), pack.files), total: pack.files });
    if (looseBytes >= PART_BYTES) {
      parts.push(new Blob(loose));
      loose = [];
      looseBytes = 0;
    }
  }
  parts.push(new Blob(loose));
  onProgress({ files: pack.files, total: pack.files });
  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? pack.filename;
  saveBlob(new Blob(parts, { type: 'application/zip' }), filename);
  return filename;
}
