// Downloads a file that a POST call answers (an e-invoice): the bearer token goes in the header, so the
// file never travels through a link; a failure answers the JSON envelope, whose messages are thrown.
import { ApiError, apiUrl, messagesOf } from './api-client';
import { getToken } from './session';

export async function downloadPost(
  path: string,
  body: Record<string, unknown>,
  filename: string,
): Promise<void> {
  const token = getToken();
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, messagesOf(envelope?.message));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="([^"]+)"/.exec(disposition)?.[1] ?? filename;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = named;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
