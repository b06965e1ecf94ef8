// A small MIME reader for the e-mails tests receive (mailparser does not install here; stack-notes §9):
// headers, the decoded text and HTML bodies, and attachments as bytes.

export interface MimeEntity {
  headers: Record<string, string>;
  body: string;
}

export interface MimeAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function parseEntity(raw: string): MimeEntity {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leaves(entity: MimeEntity): MimeEntity[] {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((section) => leaves(parseEntity(section.replace(/^\n/, ''))));
}

function decodeBytes(entity: MimeEntity): Buffer {
  const encoding = (entity.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = entity.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(entity.body.replace(/\n$/, ''), 'utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) in a header. */
export function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

export function parseMail(raw: string) {
  const root = parseEntity(raw);
  const parts = leaves(root);
  const isAttachment = (part: MimeEntity) =>
    /attachment|filename=/i.test(part.headers['content-disposition'] ?? '');
  const textOf = (type: string) =>
    parts
      .filter(
        (part) =>
          !isAttachment(part) &&
          (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type),
      )
      .map((part) => decodeBytes(part).toString('utf8'))
      .join('\n');
  const attachments: MimeAttachment[] = parts.filter(isAttachment).map((part) => ({
    filename: /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
    contentType: (part.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
    content: decodeBytes(part),
  }));
  return {
    header: (name: string) => decodeHeader(root.headers[name.toLowerCase()] ?? ''),
    text: textOf('text/plain'),
    html: textOf('text/html'),
    attachments,
  };
}
