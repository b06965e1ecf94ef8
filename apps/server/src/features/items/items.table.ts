import type { Generated } from 'kysely';

export interface ItemsTable {
  id: Generated<number>;
  user_id: number;
  /** ITEM-000001: per user, assigned at create. */
  item_no: string;
  name: string;
  description: string;
  /** Thousandths: 1.5 is 1500. */
  quantity_milli: number;
  unit_price_minor: number;
  /** round(quantity x unit price) in minor units, written with the row (the price sort's index). */
  amount_minor: number;
  /** 'parts' or 'services'. */
  type: string;
  /** Null when uncategorised (also after its category was deleted). */
  category_id: number | null;
  created_at: string;
  updated_at: string;
  active: Generated<number>;
}

export interface ItemCategoriesTable {
  id: Generated<number>;
  user_id: number;
  /** The category's name (the spec calls it type). */
  type: string;
  created_at: string;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    items: ItemsTable;
    item_categories: ItemCategoriesTable;
  }
}
