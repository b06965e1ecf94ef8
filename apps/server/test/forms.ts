// Request bodies as a web form or a mobile client sends them: urlencoded and multipart.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export type FieldValue = string | number | FilePart | Array<string | number | FilePart>;

/** An application/x-www-form-urlencoded body for app.inject. */
export function urlencoded(fields: Record<string, string | number>) {
  const payload = new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** A multipart/form-data body for app.inject; a list gives one part per entry under the same name. */
export function multipart(fields: Record<string, FieldValue>) {
  const boundary = `----tradebook-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (typeof entry === 'object') {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${entry.filename}"\r\n` +
              `Content-Type: ${entry.contentType}\r\n\r\n`,
          ),
          entry.data,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${entry}\r\n`),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
