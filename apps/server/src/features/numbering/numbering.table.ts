/** The next number of each kind of record, per user (see numbering.service.ts). */
export interface NumberSequencesTable {
  user_id: number;
  /** 'ITEM', 'QUO', 'INV', 'EXP' or 'CN'. */
  kind: string;
  next_value: number;
}

/** The tables this room owns, merged into the database's type (db/schema.ts). */
declare module '../../db/schema' {
  interface Database {
    number_sequences: NumberSequencesTable;
  }
}
