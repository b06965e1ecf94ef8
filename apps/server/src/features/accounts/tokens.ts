// Opaque random tokens (32 bytes, base64url). Only their SHA-256 is stored, so a copy of the database
// holds nothing that signs anyone in.
import { hash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every authenticated call hashes its token: the one-shot `hash` (Node 20.12) gives the same hex as a
 * `createHash` object, at about half its cost (docs/decisions/0428-the-fixed-cost-of-every-request.md). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
