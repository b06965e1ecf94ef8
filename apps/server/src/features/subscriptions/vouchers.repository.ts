// Vouchers made with the admin tool and who redeemed which (redeem-voucher.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function findVoucherByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('vouchers').select(['id', 'days']).where('code', '=', code).executeTakeFirst();
}

export async function hasRedeemed(db: Kysely<Database>, voucherId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('voucher_redemptions')
    .select('user_id')
    .where('voucher_id', '=', voucherId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRedemption(
  db: Kysely<Database>,
  redemption: { voucher_id: number; user_id: number; days_added: number; created_at: string },
): Promise<void> {
  await db.insertInto('voucher_redemptions').values(redemption).execute();
}

/** A new voucher (the admin tool); throws a unique violation when the code exists. */
export async function insertVoucher(
  db: Kysely<Database>,
  voucher: { code: string; days: number; created_at: string },
): Promise<void> {
  await db.insertInto('vouchers').values(voucher).execute();
}
