import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { multipart } from '../../../test/forms';
import { ACME_CLIENT, createQuotation, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let photo: Buffer;
let screenshot: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  // A noisy photo that does not compress well, and a plain PNG bigger than 1024 px.
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  screenshot = await sharp({ create: { width: 2000, height: 500, channels: 4, background: '#2a6f97' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

/** A PNG whose header claims `width` x `height` pixels (a decompression bomb): only the header is valid. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  auth: Auth,
  quotationId: number | string,
  files: Array<{ filename: string; contentType: string; data: Buffer }>,
) {
  const form = multipart({ quotation_id: String(quotationId), 'quotation_attachments[]': files });
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/upload_quotation_attachment',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

async function draft() {
  const user = await signedInUser(t.app);
  const client = await createClient(t.app, user.auth, ACME_CLIENT);
  const quotation = await createQuotation(t.app, user.auth, workedExample(client.id));
  return { ...user, quotation };
}

function storedFiles(ownerFolderOf: string): string[] {
  const folder = path.join(t.ctx.config.dataDir, 'files', ownerFolderOf);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
}

const ownerIdOf = (url: string) => /\/files\/attachment\/(\d+)\//.exec(url)?.[1] ?? 'none';

describe('upload_quotation_attachment', () => {
  it('stores each image re-encoded as a JPEG within 1024 px and 512 KB and answers signed links', async () => {
    const { auth, quotation } = await draft();
    const res = await upload(auth, quotation.id, [
      { filename: 'site.jpg', contentType: 'image/jpeg', data: photo },
      { filename: 'plan.png', contentType: 'image/png', data: screenshot },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Save data Successful.');
    const attachments = res.json().response as Array<{ id: number; filename: string; url: string }>;
    expect(attachments).toHaveLength(2);
    for (const attachment of attachments) {
      expect(attachment.filename).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(attachment.url).toMatch(
        /^http:\/\/tradebook\.test\/files\/attachment\/\d+\/[a-f0-9]{32}\.jpg\?expires=\d+&sig=/,
      );
      const file = await t.app.inject({
        method: 'GET',
        url: attachment.url.replace('http://tradebook.test', ''),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.length).toBeLessThanOrEqual(524_288);
      const { width = 0, height = 0, format } = await sharp(file.rawPayload).metadata();
      expect(format).toBe('jpeg');
      expect(Math.max(width, height)).toBeLessThanOrEqual(1024);
    }
    const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(read.json().response).toMatchObject({
      is_image: 'Y',
      quotation_attachments: attachments.map(({ id, filename }) => ({ id, filename })),
    });
  });

  it('refuses a file that is not a PNG or JPEG by its content (415) and stores nothing of the upload', async () => {
    const { auth, quotation } = await draft();
    const res = await upload(auth, quotation.id, [
      { filename: 'site.jpg', contentType: 'image/jpeg', data: photo },
      {
        filename: 'invoice.png',
        contentType: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 0, message: 'Only PNG or JPEG images are accepted.' });
    const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(read.json().response.quotation_attachments).toEqual([]);
    const good = await upload(auth, quotation.id, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(storedFiles(ownerIdOf(good.json().response[0].url))).toHaveLength(1);
  });

  it('refuses a picture of too many pixels (413) without storing it', async () => {
    const { auth, quotation } = await draft();
    const res = await upload(auth, quotation.id, [
      { filename: 'bomb.png', contentType: 'image/png', data: pngClaiming(20000, 20000) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(0);
    const read = await postCall(t.app, auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(read.json().response.quotation_attachments).toEqual([]);
  });

  it('says what is missing', async () => {
    const { auth, quotation } = await draft();
    const none = multipart({ quotation_id: String(quotation.id) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/upload_quotation_attachment',
      headers: { ...auth, ...none.headers },
      payload: none.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Choose at least one image to upload.']);
    const noId = await upload(auth, '', [{ filename: 'a.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(noId.statusCode).toBe(422);
    expect(noId.json().message).toEqual(['Quotation ID is required.']);
  });

  it("answers 404 for another user's quotation and 409 once the quotation is not a draft", async () => {
    const { auth, quotation } = await draft();
    const stranger = await signedInUser(t.app);
    const foreign = await upload(stranger.auth, quotation.id, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(foreign.statusCode).toBe(404);
    await postCall(t.app, auth, 'quotation_change_status', {
      quotation_id: quotation.id,
      status: 'approved',
    });
    const locked = await upload(auth, quotation.id, [
      { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Only a draft quotation can be edited.');
  });
});

describe('delete_quotation_attachment', () => {
  it('deletes the attachment and its file when the id and file name are the owner’s', async () => {
    const { auth, quotation } = await draft();
    const uploaded = (
      await upload(auth, quotation.id, [
        { filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
        { filename: 'b.png', contentType: 'image/png', data: screenshot },
      ])
    ).json().response as Array<{ id: number; filename: string; url: string }>;
    const [first, second] = uploaded;
    if (!first || !second) throw new Error('upload failed');
    const owner = ownerIdOf(first.url);

    const wrongName = multipart({ attachment_id: String(first.id), filename: second.filename });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v3/delete_quotation_attachment',
      headers: { ...auth, ...wrongName.headers },
      payload: wrongName.payload,
    });
    expect(refused.statusCode).toBe(404);

    const stranger = await signedInUser(t.app);
    const foreign = await postCall(t.app, stranger.auth, 'delete_quotation_attachment', {
      attachment_id: first.id,
      filename: first.filename,
    });
    expect(foreign.statusCode).toBe(404);

    const form = multipart({ attachment_id: String(first.id), filename: first.filename });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/delete_quotation_attachment',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Delete attachment Successful.');
    expect(res.json().response.map((a: { id: number }) => a.id)).toEqual([second.id]);
    expect(storedFiles(owner)).toEqual([second.filename]);
    const gone = await t.app.inject({ method: 'GET', url: first.url.replace('http://tradebook.test', '') });
    expect(gone.statusCode).toBe(404);

    const missing = await postCall(t.app, auth, 'delete_quotation_attachment', {});
    expect(missing.json().message).toEqual(['Attachment ID is required.']);
  });

  it('refuses to delete an attachment of a quotation that is no longer a draft (409)', async () => {
    const { auth, quotation } = await draft();
    const [attachment] = (
      await upload(auth, quotation.id, [{ filename: 'a.jpg', contentType: 'image/jpeg', data: photo }])
    ).json().response;
    await postCall(t.app, auth, 'quotation_void', { quotation_id: quotation.id });
    const res = await postCall(t.app, auth, 'delete_quotation_attachment', {
      attachment_id: attachment.id,
      filename: attachment.filename,
    });
    expect(res.statusCode).toBe(409);
  });

  it('removes the files of a deleted quotation', async () => {
    const { auth, quotation } = await draft();
    const [attachment] = (
      await upload(auth, quotation.id, [{ filename: 'a.jpg', contentType: 'image/jpeg', data: photo }])
    ).json().response;
    const owner = ownerIdOf(attachment.url);
    expect(storedFiles(owner)).toHaveLength(1);
    const res = await postCall(t.app, auth, 'delete_quotation', { quotation_id: quotation.id });
    expect(res.statusCode).toBe(200);
    expect(storedFiles(owner)).toEqual([]);
  });
});
