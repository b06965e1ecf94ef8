// The import calls as the web app makes them: multipart with the file, its kind and the mapping.
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { multipart, type FilePart } from './forms';

export const csvFile = (text: string, filename = 'clients.csv'): FilePart => ({
  filename,
  contentType: 'text/csv',
  data: Buffer.from(text),
});

/** An XLSX of these rows (the first is the header); a cell given as {formula, result} is a formula. */
export async function xlsxFile(rows: unknown[][], filename = 'clients.xlsx'): Promise<FilePart> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    filename,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data,
  };
}

export function previewImport(
  app: FastifyInstance,
  auth: Record<string, string>,
  kind: string,
  file: FilePart,
) {
  const body = multipart({ kind, file });
  return app.inject({
    method: 'POST',
    url: '/api/v3/import/preview',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export function commitImport(
  app: FastifyInstance,
  auth: Record<string, string>,
  kind: string,
  file: FilePart,
  mapping?: Record<string, number[]>,
) {
  const body = multipart({ kind, file, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) });
  return app.inject({
    method: 'POST',
    url: '/api/v3/import/commit',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export async function countOf(app: FastifyInstance, auth: Record<string, string>, list: 'clients' | 'items') {
  const res =
    list === 'clients'
      ? await app.inject({ method: 'GET', url: '/api/v3/get_clients?limit=1', headers: auth })
      : await app.inject({ method: 'POST', url: '/api/v3/get_item', headers: auth, payload: { limit: 1 } });
  return res.json().pagination.total as number;
}
