/** The next number of each kind of record, per user (see numbering.service.ts). */
export interface NumberSequencesTable {
  user_id: number;
  /** 'ITEM', 'QUO', 'INV' or 'EXP'. */
  kind: string;
  next_value: number;
}

export interface NumberingTables {
  number_sequences: NumberSequencesTable;
}
