import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedOwnerId, type OwnerId } from '../../db/owner';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import {
  assignNextNumber,
  formatNumber,
  parseNumber,
  peekNextNumber,
  releaseNumber,
} from './numbering.service';

let t: TestApp;

async function newOwner(): Promise<OwnerId> {
  const user = await signedInUser(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_profile', headers: user.auth });
  return trustedOwnerId(res.json().response.id);
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('record numbers', () => {
  it('formats a prefix and six digits, and reads them back', () => {
    expect(formatNumber('ITEM', 1)).toBe('ITEM-000001');
    expect(formatNumber('INV', 1234567)).toBe('INV-1234567');
    expect(parseNumber('QUO', 'QUO-000042')).toBe(42);
    expect(parseNumber('QUO', 'INV-000042')).toBeUndefined();
  });

  it('starts at 1 and counts each kind of each user on its own', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    expect(await peekNextNumber(t.ctx.db, a, 'INV')).toBe('INV-000001');
    expect(await assignNextNumber(t.ctx.db, a, 'INV')).toBe('INV-000001');
    expect(await assignNextNumber(t.ctx.db, a, 'INV')).toBe('INV-000002');
    expect(await assignNextNumber(t.ctx.db, a, 'QUO')).toBe('QUO-000001');
    expect(await assignNextNumber(t.ctx.db, b, 'INV')).toBe('INV-000001');
    expect(await peekNextNumber(t.ctx.db, a, 'INV')).toBe('INV-000003');
  });

  it('does not reserve the number it shows', async () => {
    const owner = await newOwner();
    expect(await peekNextNumber(t.ctx.db, owner, 'EXP')).toBe('EXP-000001');
    expect(await peekNextNumber(t.ctx.db, owner, 'EXP')).toBe('EXP-000001');
    expect(await assignNextNumber(t.ctx.db, owner, 'EXP')).toBe('EXP-000001');
  });

  it('gives the number back when the transaction that took it fails', async () => {
    const owner = await newOwner();
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await assignNextNumber(trx, owner, 'QUO');
        throw new Error('the record could not be stored');
      }),
    ).rejects.toThrow('the record could not be stored');
    expect(await assignNextNumber(t.ctx.db, owner, 'QUO')).toBe('QUO-000001');
  });

  it('gives 50 numbers taken at once to 50 different callers', async () => {
    const owner = await newOwner();
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.ctx.db.transaction().execute((trx) => assignNextNumber(trx, owner, 'INV')),
      ),
    );
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, i) => formatNumber('INV', i + 1)));
  });

  it('releases only the latest number given', async () => {
    const owner = await newOwner();
    await assignNextNumber(t.ctx.db, owner, 'INV');
    await assignNextNumber(t.ctx.db, owner, 'INV');
    expect(await releaseNumber(t.ctx.db, owner, 'INV', 'INV-000001')).toBe(false);
    expect(await releaseNumber(t.ctx.db, owner, 'INV', 'INV-000002')).toBe(true);
    expect(await assignNextNumber(t.ctx.db, owner, 'INV')).toBe('INV-000002');
  });
});
