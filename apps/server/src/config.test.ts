import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultPdfThreads, loadConfig } from './config';

describe('loadConfig', () => {
  it('works out of the box with defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      rateLimitPerIp: 100,
      rateLimitPerUser: 30,
      documentEmailsPerDay: 200,
      documentEmailsPerDayNew: 20,
      trustProxy: false,
      keptListAnswers: true,
    });
    expect(config.pdfThreads).toBeGreaterThanOrEqual(1);
    expect(config.pdfThreads).toBeLessThanOrEqual(4);
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('treats an empty setting as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('reads each setting it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/tradebook',
      DATABASE_URL: 'postgres://tb:secret@db:5432/tradebook',
      PUBLIC_URL: 'https://books.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tradebook <billing@example.com>',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '20',
      RATE_LIMIT_PER_USER: '12',
      DOCUMENT_EMAILS_PER_DAY: '150',
      DOCUMENT_EMAILS_PER_DAY_NEW: '15',
      PDF_THREADS: '3',
      TRUST_PROXY: 'true',
      KEPT_LIST_ANSWERS: 'false',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_456',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      SUPPORT_EMAIL: 'help@example.com',
      ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
    });

    expect(config).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: '/var/lib/tradebook',
      databaseUrl: 'postgres://tb:secret@db:5432/tradebook',
      publicUrl: 'https://books.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Tradebook <billing@example.com>',
      logLevel: 'warn',
      keptListAnswers: false,
      rateLimitPerIp: 20,
      rateLimitPerUser: 12,
      documentEmailsPerDay: 150,
      documentEmailsPerDayNew: 15,
      pdfThreads: 3,
      trustProxy: true,
      stripeSecretKey: 'sk_test_123',
      stripeWebhookSecret: 'whsec_456',
      stripeApiBase: 'http://127.0.0.1:12111',
      supportEmail: 'help@example.com',
      testClock: false,
      encryptionKey: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      files: { kind: 'disk' },
      backup: undefined,
    });
  });

  it('draws PDFs on every core but the event loop, one at least and four at most', () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultPdfThreads(cores))).toEqual([1, 1, 2, 4, 4]);
  });

  it('builds the default public URL from the port', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://x'],
    ['PUBLIC_URL', 'nope'],
    ['PUBLIC_URL', 'ftp://files.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['MAIL_FROM', 'not an address'],
    ['RATE_LIMIT_PER_IP', '0'],
    ['RATE_LIMIT_PER_USER', '0'],
    ['PDF_THREADS', '0'],
    ['PDF_THREADS', '64'],
  ])('refuses %s=%s with one line naming the setting', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain(name);
    expect(message).toContain(value);
    expect(message).not.toContain('\n');
  });

  it('refuses an ENCRYPTION_KEY that is not 32 bytes without repeating it', () => {
    for (const value of ['short', 'a'.repeat(63), 'z'.repeat(64)]) {
      let message = '';
      try {
        loadConfig({ ENCRYPTION_KEY: value });
      } catch (caught) {
        message = (caught as ConfigError).message;
      }
      expect(message).toContain('ENCRYPTION_KEY');
      expect(message).not.toContain(value);
    }
  });

  it('names the bad setting, not another one, when several are given', () => {
    expect(() => loadConfig({ PORT: '3000', LOG_LEVEL: 'loud', PUBLIC_URL: 'http://ok.example' })).toThrow(
      /LOG_LEVEL/,
    );
  });

  it('keeps files on disk by default, and in an S3-compatible bucket with FILES_URL', () => {
    expect(loadConfig({}).files).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        FILES_URL: 's3://tradebook-files/prod/uploads/',
        FILES_S3_ENDPOINT: 'https://minio.example:9000',
        FILES_S3_ACCESS_KEY_ID: 'id',
        FILES_S3_SECRET_ACCESS_KEY: 'secret',
        FILES_S3_FORCE_PATH_STYLE: 'true',
      }).files,
    ).toEqual({
      kind: 's3',
      bucket: 'tradebook-files',
      prefix: 'prod/uploads',
      endpoint: 'https://minio.example:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ FILES_URL: 'https://bucket.example/x' })).toThrow(
      /^Invalid setting FILES_URL=/,
    );
    expect(() => loadConfig({ FILES_URL: 's3://b12/x', FILES_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /FILES_S3_SECRET_ACCESS_KEY/,
    );
    let message = '';
    try {
      loadConfig({ FILES_S3_SECRET_ACCESS_KEY: 'top-secret-value' });
    } catch (caught) {
      message = (caught as ConfigError).message;
    }
    expect(message).toContain('FILES_S3_ACCESS_KEY_ID');
    expect(message).not.toContain('top-secret-value');
  });

  it('takes no nightly backup unless BACKUP_DIR is set', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backup).toEqual({
      dir: '/srv/backups',
      keep: 7,
      time: '02:30',
    });
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_TIME: '25:00' })).toThrow(/BACKUP_TIME/);
  });
});
