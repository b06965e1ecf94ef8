/** The next number of each kind of record, per user (see numbering.service.ts). */
export interface NumberSequencesTable {
  user_id: number;
  /** 'ITEM', 'QUO', 'INV', 'EXP' or 'CN'. */
  kind: string;
  next_value: number;
}

export interface NumberingTables {
  number_sequences: NumberSequencesTable;
}
