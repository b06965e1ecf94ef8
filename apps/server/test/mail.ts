// Reads the raw MIME messages of the test outbox (mailparser does not install here; see stack-notes).

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
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

function decode(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

function textParts(part: MimePart): string[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1, -1);
    return sections.flatMap((section) => textParts(parsePart(section.replace(/^\n/, ''))));
  }
  return type.toLowerCase().startsWith('text/plain') ? [decode(part)] : [];
}

/** A header of the message, e.g. header(mail, 'to'). */
export function mailHeader(raw: string, name: string): string | undefined {
  return parsePart(raw).headers[name.toLowerCase()];
}

/** The decoded text/plain body of the message. */
export function mailText(raw: string): string {
  return textParts(parsePart(raw)).join('\n');
}

/** The first link in the text body that starts with `prefix`. */
export function linkIn(raw: string, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}\\S*`).exec(mailText(raw))?.[0];
}
