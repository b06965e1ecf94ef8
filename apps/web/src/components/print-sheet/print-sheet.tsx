// A list as printed (the client and item lists' Print): a plain table of the listed rows under a title.
// print-sheet.css shows it only while printSheet() prints, so printing any other page is left alone.
import type { ReactNode } from 'react';
import './print-sheet.css';

/** Prints the page with only the print sheet showing. */
export function printSheet(): void {
  document.body.classList.add('tb-printing');
  const done = () => {
    document.body.classList.remove('tb-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export interface PrintColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export function PrintSheet<Row extends { id: number }>({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly PrintColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <div className="tb-print-sheet" aria-hidden="true">
      <h1>{title}</h1>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
