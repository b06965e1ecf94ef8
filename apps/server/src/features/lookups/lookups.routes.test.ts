import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const getStates = (payload: Record<string, unknown> | string, contentType?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v3/get_states',
    payload,
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });

describe('lookup calls', () => {
  it('lists the countries without a token, with their ISO numeric ids', async () => {
    const response = await get('/api/v3/get_new_country_list');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 1, message: 'Success' });
    expect(body.response.length).toBeGreaterThanOrEqual(249);
    expect(body.response).toContainEqual({ id: 826, name: 'United Kingdom', code: 'GB' });
  });

  it('lists the currencies with their names and symbols', async () => {
    const response = await get('/api/v3/get_currency_list');
    expect(response.statusCode).toBe(200);
    const currencies = response.json().response;
    expect(currencies).toContainEqual(
      expect.objectContaining({ id: 826, name: 'British Pound', code: 'GBP', symbol: '£' }),
    );
    expect(currencies).toContainEqual(expect.objectContaining({ id: 356, code: 'INR', symbol: '₹' }));
  });

  it('lets browsers keep the lists for a while', async () => {
    const response = await get('/api/v3/get_currency_list');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists the states of a country given its id as a number', async () => {
    const response = await getStates({ country_id: 826 });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContainEqual({ id: 'GB-ENG', name: 'England' });
  });

  it('accepts the country id as text from a form', async () => {
    const response = await getStates('country_id=840', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContainEqual({ id: 'US-CA', name: 'California' });
  });

  it('answers an empty list for a country without states', async () => {
    const response = await getStates({ country_id: '744' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: 'Success', response: [] });
  });

  it('asks for a country when none is sent', async () => {
    for (const payload of [{}, { country_id: '' }]) {
      const response = await getStates(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 0, message: ['Country is required.'] });
    }
  });

  it('refuses a country id that is not a number', async () => {
    const response = await getStates({ country_id: 'Narnia' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 0, message: ['Please choose a country from the list.'] });
  });

  it('answers not found for a country that does not exist', async () => {
    const response = await getStates({ country_id: 999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 0, message: 'Resource not found' });
  });

  it('puts the business categories in the message, under v3 and v2 alike', async () => {
    for (const url of ['/api/v3/get_business_category', '/api/v2/get_business_category']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe(1);
      expect(body.message).toContainEqual({ id: 1, name: 'Accounting & bookkeeping' });
      expect(body.response).toEqual(body.message);
    }
  });

  it('lists the payment options', async () => {
    const response = await get('/api/v3/get_payment_options');
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('Bank transfer');
  });

  it('describes the lookup calls in the OpenAPI document', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/v3/get_states', '/api/v2/get_business_category']),
    );
  });
});
