// The server's own key (ENCRYPTION_KEY, else a key made once in DATA_DIR/encryption.key) and what is made
// with it (docs/decisions/0306, 0308, 0329): secrets sealed at rest with AES-256-GCM (a business's Stripe
// key, a queued e-mail's body and attachments) and values derived with HMAC-SHA256 (client-link tokens). Each use gets a key of its own, derived with
// HKDF from the one key, so a sealed Stripe key and a link token can never stand in for each other.
// The key lives outside the database: a copy of the database (a backup, a dump) opens no Stripe account
// and no client link.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { makePrivateDirSync, PRIVATE_FILE_MODE } from '../private-paths';

export const KEY_FILE_NAME = 'encryption.key';
const SEALED_VERSION = 'v1';
/** The first byte of sealed bytes: iv (12 bytes), tag (16 bytes) and the body follow. */
const SEALED_BYTES_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type KeyPurpose = 'stripe-secret-key' | 'client-link-token' | 'outbox-mail';

export interface Keyring {
  /** `plaintext` sealed for `purpose`, bound to `context` (the owner): opening needs the same three. */
  seal(purpose: KeyPurpose, plaintext: string, context: string): string;
  /** The plaintext, or undefined when it was sealed with another key, purpose or context, or altered. */
  open(purpose: KeyPurpose, sealed: string, context: string): string | undefined;
  /** `plaintext` bytes sealed likewise, as bytes (an e-mail's attachment). */
  sealBytes(purpose: KeyPurpose, plaintext: Buffer, context: string): Buffer;
  /** The bytes, or undefined as for `open`. */
  openBytes(purpose: KeyPurpose, sealed: Buffer, context: string): Buffer | undefined;
  /** HMAC-SHA256 of `message` with the purpose's key. */
  derive(purpose: KeyPurpose, message: string): Buffer;
}

/** The key of ENCRYPTION_KEY, else the one in DATA_DIR/encryption.key, made (0600) the first time. */
function loadMasterKey(config: Pick<Config, 'encryptionKey' | 'dataDir'>): Buffer {
  if (config.encryptionKey) return Buffer.from(config.encryptionKey, 'hex');
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  makePrivateDirSync(config.dataDir);
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file);
}

function readKeyFile(file: string): Buffer {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${file} does not hold a key of 64 hex characters`);
  return Buffer.from(text, 'hex');
}

/** A keyring over the server's key, read the first time it is needed (a start that never seals anything
 * makes no key file). */
export function createKeyring(config: Pick<Config, 'encryptionKey' | 'dataDir'>): Keyring {
  let master: Buffer | undefined;
  const keys = new Map<KeyPurpose, Buffer>();
  const keyFor = (purpose: KeyPurpose): Buffer => {
    let key = keys.get(purpose);
    if (!key) {
      master ??= loadMasterKey(config);
      key = Buffer.from(hkdfSync('sha256', master, 'tradebook', purpose, 32));
      keys.set(purpose, key);
    }
    return key;
  };

  const encrypt = (purpose: KeyPurpose, plaintext: Buffer, context: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), body };
  };
  const decrypt = (purpose: KeyPurpose, iv: Buffer, tag: Buffer, body: Buffer, context: string) => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), iv);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      return undefined;
    }
  };

  return {
    seal(purpose, plaintext, context) {
      const { iv, tag, body } = encrypt(purpose, Buffer.from(plaintext, 'utf8'), context);
      const parts = [iv, tag, body].map((part) => part.toString('base64url'));
      return [SEALED_VERSION, ...parts].join('.');
    },
    open(purpose, sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== SEALED_VERSION || !iv || !tag || body === undefined) return undefined;
      const [ivBytes, tagBytes, bodyBytes] = [iv, tag, body].map((part) => Buffer.from(part, 'base64url'));
      return decrypt(purpose, ivBytes!, tagBytes!, bodyBytes!, context)?.toString('utf8');
    },
    sealBytes(purpose, plaintext, context) {
      const { iv, tag, body } = encrypt(purpose, plaintext, context);
      return Buffer.concat([Buffer.from([SEALED_BYTES_VERSION]), iv, tag, body]);
    },
    openBytes(purpose, sealed, context) {
      if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== SEALED_BYTES_VERSION) return undefined;
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      return decrypt(purpose, iv, tag, sealed.subarray(1 + IV_BYTES + TAG_BYTES), context);
    },
    derive(purpose, message) {
      return createHmac('sha256', keyFor(purpose)).update(message).digest();
    },
  };
}
