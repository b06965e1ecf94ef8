// The server's own key (ENCRYPTION_KEY, else a key made once in DATA_DIR/encryption.key) and what is made
// with it (docs/decisions/0306, 0308): secrets sealed at rest with AES-256-GCM (a business's Stripe key)
// and values derived with HMAC-SHA256 (client-link tokens). Each use gets a key of its own, derived with
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

export type KeyPurpose = 'stripe-secret-key' | 'client-link-token';

export interface Keyring {
  /** `plaintext` sealed for `purpose`, bound to `context` (the owner): opening needs the same three. */
  seal(purpose: KeyPurpose, plaintext: string, context: string): string;
  /** The plaintext, or undefined when it was sealed with another key, purpose or context, or altered. */
  open(purpose: KeyPurpose, sealed: string, context: string): string | undefined;
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

  return {
    seal(purpose, plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [SEALED_VERSION, ...parts].join('.');
    },
    open(purpose, sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== SEALED_VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
    derive(purpose, message) {
      return createHmac('sha256', keyFor(purpose)).update(message).digest();
    },
  };
}
