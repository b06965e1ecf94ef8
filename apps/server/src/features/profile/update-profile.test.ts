import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { signedInUser } from '../../../test/factories';
import { multipart, type FilePart } from '../../../test/forms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIMITED_COMPANY = {
  fullname: 'Alex Baker',
  business_category_id: '21',
  postal_address: '1 High Street',
  street2: 'Market Square',
  state: 'England',
  zip: 'AB1 2CD',
  phone1: '01234 567890',
  mobile: '07700 900123',
  website: 'https://baker.example',
  companyname: 'Baker Plumbing Ltd',
  companytype: 'Limited Company',
  is_logo: 'N',
};

const LIMITED_MESSAGES = [
  'Business category is required',
  'Postal address is required',
  'Street name is required',
  'State is required',
  'Zip code is required',
  'Phone number is required',
  'Mobile number is required',
  'Company name is required',
];

async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104_729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function updateProfile(auth: Record<string, string>, fields: Record<string, string | FilePart>) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/update_profile',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function profileOf(auth: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().response;
}

function storedFilesOf(userId: number): string[] {
  const folder = path.join(t.ctx.config.dataDir, 'files', String(userId));
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

/** Fetches a URL the API answered, through the app (its origin is PUBLIC_URL). */
function fetchLink(url: string) {
  const link = new URL(url);
  expect(link.origin).toBe(t.ctx.config.publicUrl);
  return t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}

describe('update_profile: required fields', () => {
  it('asks a limited company for every field, with the spec messages in the spec order', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(auth, { companytype: 'Limited Company' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 0, message: LIMITED_MESSAGES });
  });

  it('gives each missing field of a limited company its own message', async () => {
    const { auth } = await signedInUser(t.app);
    const fields = [
      'business_category_id',
      'postal_address',
      'street2',
      'state',
      'zip',
      'phone1',
      'mobile',
      'companyname',
    ];
    for (const [index, field] of fields.entries()) {
      const res = await updateProfile(auth, { ...LIMITED_COMPANY, [field]: '  ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual([LIMITED_MESSAGES[index]]);
    }
  });

  it('asks a sole trader only for business category, mobile and company name', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: auth,
      payload: { companytype: 'Sole Trader', postal_address: '', phone1: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      'Business category is required',
      'Mobile number is required',
      'Company name is required',
    ]);
  });

  it('gives each missing field of a sole trader its own message', async () => {
    const { auth } = await signedInUser(t.app);
    const soleTrader = {
      companytype: 'Sole Trader',
      business_category_id: '8',
      mobile: '07700 900456',
      companyname: 'Sam Cleans',
    };
    const cases: [string, string][] = [
      ['business_category_id', 'Business category is required'],
      ['mobile', 'Mobile number is required'],
      ['companyname', 'Company name is required'],
    ];
    for (const [field, message] of cases) {
      const res = await updateProfile(auth, { ...soleTrader, [field]: '' });
      expect(res.json().message).toEqual([message]);
    }
  });

  it('saves a sole trader with only the three required fields', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(auth, {
      companytype: 'Sole Trader',
      business_category_id: '8',
      mobile: '07700 900456',
      companyname: 'Sam Cleans',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Profile update Complete.' });
    const profile = await profileOf(auth);
    expect(profile).toMatchObject({
      company_name: 'Sam Cleans',
      companytype: 'Sole Trader',
      business_category_id: 8,
      is_profile_complete: true,
      logourl: 'N/A',
      is_logo: 'N',
    });
    expect(profile.address_details).toMatchObject({
      phone2: '07700 900456',
      mobile: '07700 900456',
      postal_address: '',
    });
  });

  it('refuses a company type other than Sole Trader or Limited Company', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await updateProfile(auth, { ...LIMITED_COMPANY, companytype: 'Partnership' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(["Company type must be 'Sole Trader' or 'Limited Company'."]);
    expect((await profileOf(auth)).companytype).toBe('N/A');
  });

  it('refuses a business category that is not in the list', async () => {
    const { auth } = await signedInUser(t.app);
    for (const id of ['9999', 'plumbing']) {
      const res = await updateProfile(auth, { ...LIMITED_COMPANY, business_category_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual(['Please choose a business category from the list.']);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      payload: LIMITED_COMPANY,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('update_profile: saving', () => {
  it('stores every field of a limited company, and get_profile answers them with phone2 as mobile', async () => {
    const { auth, email } = await signedInUser(t.app);
    const res = await updateProfile(auth, { ...LIMITED_COMPANY, fullname: 'Alexandra Baker' });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(auth);
    expect(profile).toMatchObject({
      email,
      fullname: 'Alexandra Baker',
      welcomename: 'Alexandra Baker',
      company_name: 'Baker Plumbing Ltd',
      companytype: 'Limited Company',
      business_category_id: 21,
      country_id: 826,
      currency_id: 826,
      currency: '£',
      language: 'us',
      is_profile_complete: true,
      address_details: {
        postal_address: '1 High Street',
        street2: 'Market Square',
        state: 'England',
        zip: 'AB1 2CD',
        phone1: '01234 567890',
        phone2: '07700 900123',
        mobile: '07700 900123',
        website: 'https://baker.example',
      },
    });
    expect(profile.subscription_details).toHaveProperty('noOfDaysRemaining');
    expect(profile.subscription_details).toHaveProperty('subscription_type');
    expect(profile.no_of_days_of_free_usage).toBeGreaterThan(0);
    expect(res.json().response).toEqual(profile);
  });

  it('is served under /api/v2 too, and accepts JSON and urlencoded bodies', async () => {
    const { auth } = await signedInUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/update_profile',
      headers: auth,
      payload: { ...LIMITED_COMPANY, business_category_id: 21 },
    });
    expect(json.statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...LIMITED_COMPANY, companyname: 'Baker & Sons Ltd' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect((await profileOf(auth)).company_name).toBe('Baker & Sons Ltd');
  });

  it('keeps the full name when the form leaves it blank and ignores fields a user may not set', async () => {
    const { auth, email } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_profile',
      headers: auth,
      payload: {
        ...LIMITED_COMPANY,
        fullname: '',
        email: 'attacker@example.com',
        subscription_until: '2999-01-01',
        id: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(auth);
    expect(profile.fullname).toBe('Alex Baker');
    expect(profile.email).toBe(email);
    expect(profile.subscription_details.noOfDaysRemaining).toBeNull();
  });
});

describe('update_profile: the logo', () => {
  it('stores a 3000x2000 PNG as a JPEG of at most 128 px and 131072 bytes, served to its owner by a signed link', async () => {
    const { auth } = await signedInUser(t.app);
    const png = await noisyPng(3000, 2000);
    const res = await updateProfile(auth, {
      ...LIMITED_COMPANY,
      is_logo: 'Y',
      image: { filename: 'logo.png', contentType: 'image/png', data: png },
    });
    expect(res.statusCode).toBe(200);
    const profile = await profileOf(auth);
    expect(profile.is_logo).toBe('Y');
    expect(profile.logourl).toMatch(
      /^http:\/\/tradebook\.test\/files\/logo\/\d+\/[a-f0-9]{32}\.jpg\?expires=\d+&sig=[\w-]+$/,
    );

    const logo = await fetchLink(profile.logourl);
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
    await updateProfile(auth, { ...LIMITED_COMPANY, image });
    const first = await profileOf(auth);
    await updateProfile(auth, { ...LIMITED_COMPANY, image: { ...image, filename: 'b.png' } });
    const second = await profileOf(auth);
    expect(new URL(second.logourl).pathname).not.toBe(new URL(first.logourl).pathname);
    expect(storedFilesOf(second.id)).toEqual([new URL(second.logourl).pathname.split('/').pop()]);
    expect((await fetchLink(first.logourl)).statusCode).toBe(404);

    await updateProfile(auth, { ...LIMITED_COMPANY, companyname: 'Renamed Ltd' });
    const third = await profileOf(auth);
    expect(new URL(third.logourl).pathname).toBe(new URL(second.logourl).pathname);
    expect((await fetchLink(third.logourl)).statusCode).toBe(200);
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
      const before = await profileOf(auth);
      const res = await updateProfile(auth, { ...LIMITED_COMPANY, is_logo: 'Y', image: await makeFile() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ status: 0, message });
      const after = await profileOf(auth);
      expect(after.companytype).toBe('N/A');
      expect(after.company_name).toBe('N/A');
      expect(after.logourl).toBe('N/A');
      expect(after.is_profile_complete).toBe(false);
      expect(storedFilesOf(before.id)).toEqual([]);
    });
  }

  it('keeps the previous logo when a new one is refused', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const before = await profileOf(auth);
    const res = await updateProfile(auth, {
      ...LIMITED_COMPANY,
      companyname: 'Changed Ltd',
      image: { filename: 'b.png', contentType: 'image/png', data: Buffer.from('GIF89a nope') },
    });
    expect(res.statusCode).toBe(415);
    const after = await profileOf(auth);
    expect(after.company_name).toBe('Baker Plumbing Ltd');
    expect(new URL(after.logourl).pathname).toBe(new URL(before.logourl).pathname);
    expect(storedFilesOf(after.id)).toHaveLength(1);
  });
});

describe('the logo link', () => {
  it('opens only with its own signature, and not once it has expired', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const profile = await profileOf(auth);
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
      expect(res.json()).toEqual({ status: 0, message: 'Resource not found' });
    }

    t.setNow(new Date((Number(expires) + 1) * 1000));
    try {
      expect((await fetchLink(profile.logourl)).statusCode).toBe(404);
    } finally {
      t.setNow(undefined);
    }
    expect((await fetchLink(profile.logourl)).statusCode).toBe(200);
  });

  it("is not handed to another user: their get_profile answers their own logo or 'N/A'", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await updateProfile(owner.auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    expect((await profileOf(other.auth)).logourl).toBe('N/A');
  });

  it('stays the same URL when asked twice within the hour, so the browser can cache it', async () => {
    const { auth } = await signedInUser(t.app);
    await updateProfile(auth, {
      ...LIMITED_COMPANY,
      image: { filename: 'a.png', contentType: 'image/png', data: await noisyPng(64, 64) },
    });
    const hour = 3_600_000;
    t.setNow(new Date(Math.floor(Date.now() / hour) * hour + 60_000));
    try {
      const first = (await profileOf(auth)).logourl;
      t.setNow(new Date(Math.floor(Date.now() / hour) * hour + 120_000));
      expect((await profileOf(auth)).logourl).toBe(first);
    } finally {
      t.setNow(undefined);
    }
  });
});
