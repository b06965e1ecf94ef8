import { describe, expect, it } from 'vitest';
import {
  CreateItemSchema,
  DEFAULT_ITEM_ORDER,
  ExportItemsSchema,
  GetItemsSchema,
  ITEM_MESSAGES,
  NewLineItemSchema,
  UpdateItemSchema,
} from './items.schemas';
import { fromQuantityMilli, quantityToText } from '../documents/quantity';
import { PAGING_MESSAGES } from '../api/paging';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('item form', () => {
  it('fills the defaults: quantity 1, unit price 0, type parts, no category', () => {
    expect(CreateItemSchema.parse({ name: 'Tap washer' })).toEqual({
      name: 'Tap washer',
      description: '',
      quantityMilli: 1000,
      unitPriceMinor: 0,
      type: 'parts',
      categoryId: null,
    });
  });

  it('reads numbers sent as form text, with up to 3 decimals of quantity and 2 of price', () => {
    const item = CreateItemSchema.parse({
      name: 'Labour',
      quantity: '1.125',
      unit_price: '40.50',
      type: 'services',
    });
    expect(item).toMatchObject({ quantityMilli: 1125, unitPriceMinor: 4050, type: 'services' });
  });

  it('takes service_type when type is not given', () => {
    expect(CreateItemSchema.parse({ name: 'Survey', service_type: 'service' }).type).toBe('services');
  });

  it('reports each problem with its message, in the order of the form', () => {
    const result = CreateItemSchema.safeParse({ name: ' ', quantity: 0, unit_price: '-1', type: 'goods' });
    expect(messages(result)).toEqual([
      ITEM_MESSAGES.nameRequired,
      ITEM_MESSAGES.quantityPositive,
      ITEM_MESSAGES.unitPriceNegative,
      ITEM_MESSAGES.typeInvalid,
    ]);
  });

  it('refuses more decimals than a quantity or a price can hold', () => {
    expect(messages(CreateItemSchema.safeParse({ name: 'A', quantity: '1.0001' }))).toEqual([
      ITEM_MESSAGES.quantityFormat,
    ]);
    expect(messages(CreateItemSchema.safeParse({ name: 'A', unit_price: '1.001' }))).toEqual([
      ITEM_MESSAGES.unitPriceFormat,
    ]);
    expect(messages(CreateItemSchema.safeParse({ name: 'A', quantity: 'two' }))).toEqual([
      ITEM_MESSAGES.quantityFormat,
    ]);
  });

  it('needs the item id to update', () => {
    expect(messages(UpdateItemSchema.safeParse({ name: 'A' }))).toEqual([ITEM_MESSAGES.itemIdRequired]);
    expect(UpdateItemSchema.parse({ item_id: '7', name: 'A' }).itemId).toBe(7);
  });
});

describe('new line in the Add/Browse Item dialog', () => {
  it('says the amount must be greater than 0 when the other fields are fine', () => {
    expect(
      messages(NewLineItemSchema.safeParse({ name: 'Free survey', quantity: 1, unit_price: 0 })),
    ).toEqual([ITEM_MESSAGES.amountPositive]);
  });

  it('treats an amount that rounds to 0 as 0', () => {
    expect(
      messages(NewLineItemSchema.safeParse({ name: 'A', quantity: '0.001', unit_price: '0.01' })),
    ).toEqual([ITEM_MESSAGES.amountPositive]);
    expect(NewLineItemSchema.safeParse({ name: 'A', quantity: '0.5', unit_price: '0.01' }).success).toBe(
      true,
    );
  });
});

describe('item list filters', () => {
  it('accepts an empty request', () => {
    expect(GetItemsSchema.parse({})).toMatchObject({ search_text: '', category_id: null, item_id: null });
  });

  it('reads uncategorised, a category id and a type', () => {
    expect(GetItemsSchema.parse({ category_id: 'none', type: 'services', sort: 'price' })).toMatchObject({
      category_id: 'none',
      type: 'services',
      sort: 'price',
    });
    expect(GetItemsSchema.parse({ category_id: '4', type: 'all', sort: '' })).toMatchObject({
      category_id: 4,
      type: undefined,
      sort: undefined,
    });
  });

  it('refuses an unknown sort', () => {
    expect(messages(GetItemsSchema.safeParse({ sort: 'colour' }))).toEqual([ITEM_MESSAGES.sortInvalid]);
  });

  it('answers the first page of 50 unless asked otherwise, reading numbers sent as text', () => {
    expect(GetItemsSchema.parse({})).toMatchObject({ page: 1, limit: 50 });
    expect(GetItemsSchema.parse({ page: '2', limit: '200' })).toMatchObject({ page: 2, limit: 200 });
    expect(GetItemsSchema.parse({ page: null, limit: null })).toMatchObject({ page: 1, limit: 50 });
  });

  it('refuses a page below 1 and a limit outside 1 to 200, with the paging messages', () => {
    expect(messages(GetItemsSchema.safeParse({ page: 0, limit: 201 }))).toEqual([
      PAGING_MESSAGES.page,
      PAGING_MESSAGES.limit,
    ]);
    expect(messages(GetItemsSchema.safeParse({ page: 'last', limit: -5 }))).toEqual([
      PAGING_MESSAGES.page,
      PAGING_MESSAGES.limit,
    ]);
  });

  it('exports with the filters and sort of the list, without an item id or a page', () => {
    expect(
      ExportItemsSchema.parse({
        item_id: 4,
        page: 'x',
        limit: 0,
        sort: 'price',
        order: 'desc',
        type: 'parts',
      }),
    ).toEqual({
      search_text: '',
      sort: 'price',
      order: 'desc',
      category_id: null,
      type: 'parts',
    });
  });

  it('orders name A to Z, price cheapest first and date newest first by default', () => {
    expect(DEFAULT_ITEM_ORDER).toEqual({ name: 'asc', price: 'asc', date: 'desc' });
  });
});

describe('quantities', () => {
  it('answers the shortest exact text and number', () => {
    expect(quantityToText(1500)).toBe('1.5');
    expect(quantityToText(2000)).toBe('2');
    expect(quantityToText(1)).toBe('0.001');
    expect(fromQuantityMilli(1125)).toBe(1.125);
  });
});
