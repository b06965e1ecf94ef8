// The owner's choices of HMRC category per expense category. Every function filters on user_id.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export async function findCategoryMaps(db: Kysely<Database>, owner: OwnerId): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('expense_category_maps')
    .select(['category_id', 'hmrc_category'])
    .where('user_id', '=', owner)
    .execute();
  return new Map(rows.map((row) => [Number(row.category_id), row.hmrc_category]));
}

/** Saves the choices in one transaction: one statement each, insert or update on (user, category). */
export async function saveCategoryMaps(
  db: Kysely<Database>,
  owner: OwnerId,
  maps: Array<{ categoryId: number; hmrcCategory: string }>,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const map of maps) {
      await trx
        .insertInto('expense_category_maps')
        .values({
          user_id: owner,
          category_id: map.categoryId,
          hmrc_category: map.hmrcCategory,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'category_id'])
            .doUpdateSet({ hmrc_category: map.hmrcCategory, updated_at: now }),
        )
        .execute();
    }
  });
}
