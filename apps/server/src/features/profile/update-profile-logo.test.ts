import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import type { FilePart } from '../../../test/forms';
import {
  fetchLink,
  LIMITED_COMPANY,
  noisyPng,
  profileOf,
  updateProfile,
} from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

function storedFilesOf(userId: number): string[] {
  const folder = path.join(t.ctx.config.dataDir, 'files', String(userId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('update_profile: the logo', () => {
  it('stores a 3000x2000 PNG as a JPEG of at most 128 px and 131072 bytes, served to its owner by a signed link', async () => {
    const { auth } = await signedInUser(t.app);
    const png = await noisyPng(3000, 2000);
    const res = await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      is_logo: 'Y',
      image: { filename: 'logo.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(t.app, auth);
    expect(profile.is_logo).toBe('Y');
    expect(profile.logourl).toMatch(
      /^http:\/\/tradebook\.test\/files\/logo\/\d+\/[a-f0-9]{32}\.jpg\?expires=\d+&sig=[\w-]+$/,
    );

    const logo = await fetchLink(t, profile.logourl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect(logo.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(logo.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(128);
    expect(meta.width).toBe(128);
    expect(logo.rawPayload.length).toBeLessThanOrEqual(131_072);
    expect(storedFilesOf(profile.id)).toHaveLength(1);
  });

  it('replaces the old logo file when a new logo is saved, and keeps it when none is sent', async () => {
    const { auth } = await signedInUser(t.app);
    const image = { filename: 'a.png', contentType: 'image/png', data: await noisyPng(300, 200) };
    await updateProfile(t.app, auth, { ...LIMITED_COMPANY, image });
    const first = await profileOf(t.app, auth);
    await updateProfile(t.app, auth, { ...LIMITED_COMPANY, image: { ...image, filename: 'b.png' } });
    const second = await profileOf(t.app, auth);
    expect(new URL(second.logourl).pathname).not.toBe(new URL(first.logourl).pathname);
    expect(storedFilesOf(second.id)).toEqual([new URL(second.logourl).pathname.split('/').pop()]);
    expect((await fetchLink(t, first.logourl)).statusCode).toBe(404);

    await updateProfile(t.app, auth, { ...LIMITED_COMPANY, companyname: 'Renamed Ltd' });
    const third = await profileOf(t.app, auth);
    expect(new URL(third.logourl).pathname).toBe(new URL(second.logourl).pathname);
    expect((await fetchLink(t, third.logourl)).statusCode).toBe(200);
  });

  const refusals: [string, () => Promise<FilePart>, number, string][] = [
    [
      'a text file renamed .png',
      async () => ({
        filename: 'logo.png',
        contentType: 'image/png',
        data: Buffer.from('not an image at all\n'.repeat(50)),
      }),
      415,
      'Only PNG or JPEG images are accepted.',
    ],
    [
      'an SVG',
      async () => ({
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
        ),
      }),
      415,
      'Only PNG or JPEG images are accepted.',
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await sharp(await noisyPng(800, 600))
          .jpeg()
          .toBuffer();
        return {
          filename: 'logo.jpg',
          contentType: 'image/jpeg',
          data: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        };
      },
      415,
      'Only PNG or JPEG images are accepted.',
    ],
    [
      'a 20 MB file',
      async () => ({
        filename: 'big.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(20 * 1024 * 1024, 1),
      }),
      413,
      'The upload is too large.',
    ],
  ];

  for (const [what, makeFile, status, message] of refusals) {
    it(`refuses ${what} with ${status} and stores nothing`, async () => {
      const { auth } = await signedInUser(t.app);
      const before = await profileOf(t.app, auth);
      const res = await updateProfile(t.app, auth, {
        ...LIMITED_COMPANY,
        is_logo: 'Y',
        image: await makeFile(),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 0, message });
      const after = await profileOf(t.app, auth);
      expect(after.companytype).toBe('N/A');
      expect(after.company_name).toBe('N/A');
      expect(after.logourl).toBe('N/A');
      expect(after.is_profile_complete).toBe(false);
      expect(storedFilesOf(before.id)).toEqual([]);
    });
  }

  it('keeps the previous logo when a new one is refused', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const before = await profileOf(t.app, auth);
    const res = await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      companyname: 'Changed Ltd',
      image: { filename: 'b.png', contentType: 'image/png', data: Buffer.from('GIF89a nope') },
    });
    expect(res.statusCode).toBe(415);
    const after = await profileOf(t.app, auth);
    expect(after.company_name).toBe('Baker Plumbing Ltd');
    expect(new URL(after.logourl).pathname).toBe(new URL(before.logourl).pathname);
    expect(storedFilesOf(after.id)).toHaveLength(1);
  });
});
