// Profiles filled in and read through the real calls, for the profile tests.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { getCall, postForm, type Auth } from './api-calls';
import type { FilePart } from './forms';
import type { TestApp } from './test-app';

/** Every field update_profile asks a limited company for, filled in. */
export const LIMITED_COMPANY = {
  fullname: 'Alex Baker',
  business_category_id: '21',
  postal_address: '1 High Street',
  street2: 'Market Square',
  state: 'England',
  zip: 'AB1 2CD',
  phone1: '01234 567890',
  mobile: '07123 456789',
  website: 'https://baker.example',
  companyname: 'Baker Plumbing Ltd',
  companytype: 'Limited Company',
  is_logo: 'N',
};

/** A PNG that does not compress away, so shrinking it has real work to do. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104_729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** update_profile as the web sends it: a multipart form. */
export function updateProfile(app: FastifyInstance, auth: Auth, fields: Record<string, string | FilePart>) {
  return postForm(app, auth, 'update_profile', fields);
}

export async function profileOf(app: FastifyInstance, auth: Auth) {
  const res = await getCall(app, auth, 'get_profile');
  expect(res.statusCode).toBe(200);
  return res.json().response;
}

/** Fetches a URL the API answered, through the app (its origin is PUBLIC_URL). */
export function fetchLink(t: TestApp, url: string) {
  const link = new URL(url);
  expect(link.origin).toBe(t.ctx.config.publicUrl);
  return t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}
