// Reads the e-mails the server wrote to DATA_DIR/outbox (no SMTP_URL in the journeys).
import fs from 'node:fs';
import path from 'node:path';

export function outboxDir(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
}

/** The newest e-mail to `to` (raw MIME, soft line breaks of quoted-printable undone); with `containing`,
 * the newest one whose text holds it (a reset link, not the confirmation e-mail sent at registration). */
export async function waitForMail(to: string, timeoutMs = 10_000, containing?: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dir = outboxDir();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      const decoded = decodeQuotedPrintable(raw);
      if (!containing || decoded.includes(containing)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} in ${outboxDir()}`);
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** How many e-mails to `to` (as To or Cc) the outbox holds now. */
export function countMailsTo(to: string): number {
  const dir = outboxDir();
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const wanted = to.toLowerCase();
  return files.filter((file) => {
    const head = fs.readFileSync(path.join(dir, file), 'utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
    return head
      .toLowerCase()
      .split(/\r?\n/)
      .some((line) => /^(to|cc):/.test(line) && line.includes(wanted));
  }).length;
}
