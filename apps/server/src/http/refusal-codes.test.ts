// Every refusal carries a stable `code` beside the spec's English message (docs/reference/api.md
// 'Refusal codes'): a service's AppError, a schema's list of problems, the 404 and 405 of the router.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, postForm } from '../../test/api-calls';
import { registerUser, signedInUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listMessageCodes } from './message-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a refusal carries the code of its message', () => {
  it('names one code per message of a list, in the same order', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(t.app, auth, 'update_language', { language: 'it' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 0,
      message: ['Please choose a language from the list.'],
      code: 'regional.language_invalid',
      codes: ['regional.language_invalid'],
    });
    const blank = await postForm(t.app, auth, 'update_country', { countryname: ' ' });
    expect(blank.json()).toMatchObject({ code: 'regional.country_required' });
  });

  it("names a service's refusal, and keeps the English message", async () => {
    const { email } = await registerUser(t.app);
    const taken = await postCall(t.app, {}, 'register_user', {
      user_type: 'web',
      app_type: 'tradebook',
      fullname: 'Sam Second',
      email,
      password: 'correct horse battery',
      country: 826,
      currency: 826,
      version: 'web',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This email address is already registered.',
      code: 'auth.email_taken',
    });
    const wrong = await postCall(t.app, {}, 'login', { email, password: 'not the password' });
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password.', code: 'auth.invalid_login' });
  });

  it("names an unknown path 'api.not_found' and a wrong method 'api.use_method'", async () => {
    const { auth } = await signedInUser(t.app);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v3/no_such_call', headers: auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'Resource not found', code: 'api.not_found' });
    const method = await t.app.inject({ method: 'GET', url: '/api/v3/update_language', headers: auth });
    expect(method.statusCode).toBe(405);
    expect(method.json()).toMatchObject({ message: 'Use POST for this call.', code: 'api.use_method' });
  });

  it("names a body Fastify could not read 'api.unreadable'", async () => {
    const { auth } = await signedInUser(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v3/update_language',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'api.unreadable' });
  });
});

describe('the OpenAPI document', () => {
  it('describes the failure envelope with its code', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.schemas.Failure.properties).toHaveProperty('code');
    expect(doc.components.schemas.Failure.required).toContain('code');
    expect(doc.info.description).toContain('`code`');
  });
});

describe('the list of codes', () => {
  it('gives every code once, each a group and a snake_case key', () => {
    const codes = listMessageCodes().map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
    expect(listMessageCodes()).toContainEqual(['api.use_method', 'Use {0} for this call.']);
  });

  it('holds the messages of the rooms above the http floor, which app.ts hands in', () => {
    const codes = listMessageCodes().map(([code]) => code);
    expect(codes).toEqual(expect.arrayContaining(['image.unsupported', 'export.used_link', 'pdf.busy']));
  });
});
