// One column of an export: its header, how its cells are written, and its width in a spreadsheet.
export interface ExportColumn<Row> {
  header: string;
  /** 'money': a number of cents, written with two decimals; 'number' a plain number; 'text' the rest. */
  kind: 'text' | 'money' | 'number';
  value: (row: Row) => string | number;
  width?: number;
}
