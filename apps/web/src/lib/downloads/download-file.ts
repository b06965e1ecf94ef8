// The one way the web downloads a file: behind a signed link (an export of a list, downloadFile) or
// answered by a call itself (a PDF report, an e-invoice, a catalogue CSV: downloadApiFile, sent through
// the API client so the token, the 401 rule and the server's message hold as for any call), telling the
// caller how many bytes have arrived: the server writes an export as it sends it, so the answer has no
// content-length and a percentage cannot be known. The bytes are gathered in Blob parts of a few MB, so
// the page's own memory stays small whatever the file's size (the browser keeps large blobs on disk), then
// saved under the name the server gives (Content-Disposition), else the link's last path segment.
import { apiUrl, failureOf, requestBody, sendRequest } from '../api-client';

/** Bytes held as loose chunks before they are folded into a Blob part. */
const PART_BYTES = 8 * 1024 * 1024;

export interface DownloadedFile {
  filename: string;
  bytes: number;
}

/** `attachment; filename="invoices.csv"` (or RFC 5987's filename*=UTF-8''...) -> 'invoices.csv'. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Not valid percent-encoding: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name && name.trim() !== '' ? name.trim() : undefined;
}

/** The last path segment of a link, without its query: the server names each download in its path. */
export function filenameFromLink(link: string): string {
  const path = new URL(link, window.location.href).pathname;
  const last = path.split('/').filter(Boolean).at(-1);
  return last ? decodeURIComponent(last) : 'download';
}

/** Hands a Blob to the browser as a download named `filename`, without leaving the page. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a while later: revoking at once can cancel the download before the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a signed `link` (no token: the link is its own proof), reporting the bytes received so far,
 * then saves the file. */
export async function downloadFile(
  link: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await sendRequest(link, { method: 'GET' }, signal, false);
  return saveResponse(response, filenameFromLink(link), onProgress);
}

export interface ApiFileRequest {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown>;
  /** The name to save under when the server names none. */
  filename?: string;
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** Calls `path` (a POST with a JSON body, or a GET with its query in the path), which answers the file
 * itself, and saves it. A failure answers the JSON envelope, whose message becomes the error's. */
export async function downloadApiFile(path: string, request: ApiFileRequest = {}): Promise<DownloadedFile> {
  const method = request.method ?? 'POST';
  const payload = requestBody(method === 'POST' ? (request.body ?? {}) : undefined);
  const response = await sendRequest(apiUrl(path), { method, ...payload }, request.signal);
  const fallback = request.filename ?? filenameFromLink(apiUrl(path.split('?')[0] ?? path));
  return saveResponse(response, fallback, request.onProgress ?? (() => undefined));
}

async function saveResponse(
  response: Response,
  fallbackName: string,
  onProgress: (bytes: number) => void,
): Promise<DownloadedFile> {
  if (!response.ok) throw await failureOf(response);

  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const parts: Blob[] = [];
  let loose: Uint8Array<ArrayBuffer>[] = [];
  let looseBytes = 0;
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      loose.push(value);
      looseBytes += value.byteLength;
      bytes += value.byteLength;
      onProgress(bytes);
      if (looseBytes >= PART_BYTES) {
        parts.push(new Blob(loose));
        loose = [];
        looseBytes = 0;
      }
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    loose.push(whole);
    bytes = whole.byteLength;
    onProgress(bytes);
  }
  parts.push(new Blob(loose));

  const filename = filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(new Blob(parts, { type }), filename);
  return { filename, bytes };
}

/** 1536 -> '1.5 kB'; the size shown while a download runs. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
