// Wrong and hostile files are refused quickly with a 4xx, and nothing is stored.
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@tradebook/domain/imports/imports.schemas';
import { signedInUser } from '../../../test/factories';
import type { FilePart } from '../../../test/forms';
import { commitImport, countOf, csvFile, previewImport } from '../../../test/import-calls';
import { zipBomb } from '../../../test/zip-bomb';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitPerUser: 3 } });
});

afterAll(async () => {
  await t.close();
});

const xlsxNamed = (data: Uint8Array): FilePart => ({
  filename: 'clients.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  data: Buffer.from(data),
});

async function refused(file: FilePart, status: number, message: string | string[]) {
  const { auth } = await signedInUser(t.app);
  const started = performance.now();
  const res = await commitImport(t.app, auth, 'clients', file, { full_name: [0], email: [1] });
  const seconds = (performance.now() - started) / 1000;
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toEqual(message);
  expect(seconds).toBeLessThan(3);
  expect(await countOf(t.app, auth, 'clients')).toBe(0);
}

describe('hostile import files', () => {
  it('refuses a file that is no CSV or XLSX with 415', async () => {
    await refused(csvFile('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'clients.pdf'), 415, IMPORT_MESSAGES.fileType);
    await refused(
      xlsxNamed(zipSync({ 'word/document.xml': new Uint8Array(10) })),
      415,
      IMPORT_MESSAGES.fileType,
    );
  });

  it('refuses a CSV with a NUL character', async () => {
    await refused(csvFile('Name,Email\nJo\u0000,jo@example.com\n'), 415, IMPORT_MESSAGES.fileType);
  });

  it('refuses a huge single line', async () => {
    await refused(csvFile('a'.repeat(4.5 * 1024 * 1024)), 422, [IMPORT_MESSAGES.lineTooLong]);
  });

  it('refuses a ZIP bomb, whether it declares its size or lies about it', async () => {
    await refused(xlsxNamed(zipBomb(50)), 413, IMPORT_MESSAGES.fileTooLarge);
    await refused(xlsxNamed(zipBomb(50, { lie: true })), 413, IMPORT_MESSAGES.fileTooLarge);
  });

  it('refuses files past the size, the rows or the columns', async () => {
    await refused(csvFile('x'.repeat(IMPORT_LIMITS.bytes + 1)), 413, IMPORT_MESSAGES.fileTooLarge);
    const rows = 'Jo,jo@example.com\n'.repeat(IMPORT_LIMITS.rows + 1);
    await refused(csvFile(`Name,Email\n${rows}`), 422, [IMPORT_MESSAGES.tooManyRows]);
    const wide = Array.from({ length: IMPORT_LIMITS.columns + 1 }, (_, i) => `c${i}`).join(',');
    await refused(csvFile(`${wide}\n`), 422, [IMPORT_MESSAGES.tooManyColumns]);
  });

  it('checks the kind, the file and the mapping', async () => {
    const { auth } = await signedInUser(t.app);
    const file = csvFile('Name,Email\nJo,jo@example.com\n');
    expect((await previewImport(t.app, auth, 'invoices', file)).json().message).toEqual([
      IMPORT_MESSAGES.kindInvalid,
    ]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v3/import/preview',
      headers: auth,
      payload: { kind: 'clients' },
    });
    expect([noFile.statusCode, noFile.json().message]).toEqual([422, [IMPORT_MESSAGES.fileRequired]]);
    const badMapping = await t.app.inject({
      method: 'POST',
      url: '/api/v3/import/commit',
      headers: auth,
      payload: { kind: 'clients', mapping: '{"email": "first"}' },
    });
    expect([badMapping.statusCode, badMapping.json().message]).toEqual([
      422,
      [IMPORT_MESSAGES.fileRequired, IMPORT_MESSAGES.mappingInvalid],
    ]);
  });

  it('counts imports against the per-user limit of heavy work', async () => {
    const { auth } = await signedInUser(t.app);
    const file = csvFile('Name,Email\nJo,jo@example.com\n');
    for (let call = 0; call < 3; call += 1) {
      expect((await previewImport(t.app, auth, 'clients', file)).statusCode).toBe(200);
    }
    const limited = await commitImport(t.app, auth, 'clients', file);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countOf(t.app, auth, 'clients')).toBe(0);
  });

  it('answers another user nothing of an import', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await commitImport(t.app, owner.auth, 'clients', csvFile('Name,Email\nJo,jo@example.com\n'));
    expect(await countOf(t.app, owner.auth, 'clients')).toBe(1);
    expect(await countOf(t.app, other.auth, 'clients')).toBe(0);
  });
});
