import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import {
  fetchLink,
  LIMITED_COMPANY,
  noisyPng,
  profileOf,
  updateProfile,
} from '../../../test/profile-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the logo link', () => {
  it('opens only with its own signature, and not once it has expired', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const profile = await profileOf(t.app, auth);
    const link = new URL(profile.logourl);
    const sig = link.searchParams.get('sig') ?? '';
    const expires = link.searchParams.get('expires') ?? '';

    const tampered = [
      `${link.pathname}?expires=${expires}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
      `${link.pathname}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `${link.pathname}`,
      `${link.pathname.replace('/logo/', '/attachment/')}?expires=${expires}&sig=${sig}`,
      `${link.pathname.replace(`/${profile.id}/`, `/${profile.id + 1}/`)}?expires=${expires}&sig=${sig}`,
    ];
    for (const url of tampered) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, message: 'Resource not found' });
    }

    t.setNow(new Date((Number(expires) + 1) * 1000));
    try {
      expect((await fetchLink(t, profile.logourl)).statusCode).toBe(404);
    } finally {
      t.setNow(undefined);
    }
    expect((await fetchLink(t, profile.logourl)).statusCode).toBe(200);
  });

  it("is not handed to another user: their get_profile answers their own logo or 'N/A'", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await updateProfile(t.app, owner.auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    expect((await profileOf(t.app, other.auth)).logourl).toBe('N/A');
  });

  it('stays the same URL when asked twice within the hour, so the browser can cache it', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(t.app, auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const hour = 3_600_000;
    t.setNow(new Date(Math.floor(Date.now() / hour) * hour + 60_000));
    try {
      const first = (await profileOf(t.app, auth)).logourl;
      t.setNow(new Date(Math.floor(Date.now() / hour) * hour + 120_000));
      expect((await profileOf(t.app, auth)).logourl).toBe(first);
    } finally {
      t.setNow(undefined);
    }
  });
});
