// Opaque random tokens (32 bytes, base64url). Only their SHA-256 is stored, so a copy of the database
// holds nothing that signs anyone in.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
