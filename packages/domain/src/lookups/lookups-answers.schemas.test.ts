import { describe, expect, it } from 'vitest';
import { pagedEnvelope } from '../api/envelope';
import {
  BusinessCategoriesAnswerSchema,
  BusinessCategorySchema,
  CountryListSchema,
  CurrencySchema,
  PaymentOptionListSchema,
  StateListSchema,
} from './lookups.schemas';

describe('the lookup answers', () => {
  it('countries, currencies and states', () => {
    expect(CountryListSchema.parse([{ id: 826, name: 'United Kingdom', code: 'GB' }])).toHaveLength(1);
    const pound = { id: 826, name: 'British Pound', code: 'GBP', symbol: '£', minor_units: 2 };
    expect(CurrencySchema.parse(pound)).toEqual(pound);
    expect(CurrencySchema.safeParse({ ...pound, id: '826' }).success).toBe(false);
    expect(StateListSchema.parse([{ id: 'GB-ENG', name: 'England' }])).toEqual([
      { id: 'GB-ENG', name: 'England' },
    ]);
  });

  it('business categories in message as well as in response', () => {
    const list = [{ id: 1, name: 'Plumbing & heating' }];
    expect(
      BusinessCategoriesAnswerSchema.parse({ status: 1, message: list, response: list }).message,
    ).toEqual(list);
    expect(
      BusinessCategoriesAnswerSchema.safeParse({ status: 1, message: 'ok', response: list }).success,
    ).toBe(false);
  });

  it('payment options from the fixed list', () => {
    expect(PaymentOptionListSchema.parse(['Cash', 'Card'])).toEqual(['Cash', 'Card']);
    expect(PaymentOptionListSchema.safeParse(['Barter']).success).toBe(false);
  });
});

describe('a page of a list', () => {
  it('carries the rows and, beside them, the pagination', () => {
    const schema = pagedEnvelope(BusinessCategorySchema);
    const page = {
      status: 1,
      message: 'Success',
      response: [{ id: 1, name: 'Plumbing & heating' }],
      pagination: { current_page: 2, last_page: 2, per_page: 1, total: 2 },
    };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, pagination: undefined }).success).toBe(false);
  });
});
