// A call that answers the file itself rather than a signed link to it (generate_pdf and export_expense:
// decisions.md 'Calls the spec needs but does not name'): POSTed with the bearer token and a JSON body like
// any other call, then streamed and saved as downloadFile does, with its progress. A failure answers the
// JSON envelope, whose message becomes the error's.
import { apiUrl } from '../api-client';
import { getToken } from '../session';
import { downloadFile, type DownloadedFile } from './download-file';

export function downloadApiFile(
  path: string,
  body: Record<string, unknown>,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return downloadFile(apiUrl(path), onProgress, signal, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}
