// The clients and items import's requests and answers (docs/decisions/0337): a preview of the file with
// the proposed mapping, then the import of every row, or of none with each row's problems.
import { z } from 'zod';
import { RefusalCodesSchema } from '../api/envelope';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind, type ImportMapping } from './import-fields';

/** The largest file, the most rows under the header and the most columns one import reads. */
export const IMPORT_LIMITS = { bytes: 5 * 1024 * 1024, rows: 10_000, columns: 50 } as const;

/** How many rows the preview shows, and how many row problems a refused import lists at most. */
export const IMPORT_PREVIEW_ROWS = 10;
export const IMPORT_MAX_LISTED_ERRORS = 200;

export const IMPORT_MESSAGES = {
  kindInvalid: 'Kind must be clients or items.',
  fileRequired: 'Please choose a CSV or XLSX file.',
  fileType: 'The file must be a CSV or an XLSX spreadsheet.',
  fileTooLarge: `The file must be at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
  tooManyRows: `The file must have at most ${IMPORT_LIMITS.rows.toLocaleString('en')} rows under its header.`,
  tooManyColumns: `The file must have at most ${IMPORT_LIMITS.columns} columns.`,
  unreadable: 'The file could not be read as a CSV or an XLSX spreadsheet.',
  lineTooLong: 'A row of the file is too long.',
  noRows: 'The file has no rows under its header.',
  mappingInvalid: 'The column mapping could not be read.',
  fieldRequired: (label: string) => `Choose the column of ${label}.`,
  rowsInvalid: 'Nothing was imported: some rows need fixing.',
  imported: (count: number, kind: ImportKind) =>
    `${count} ${count === 1 ? kind.slice(0, -1) : kind} imported.`,
} as const;

const kindField = z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.kindInvalid });

/** Checked for being a file by the server; here only for being there. */
const fileField = z
  .any()
  .refine((value: unknown) => value !== undefined && value !== null && value !== '', {
    error: IMPORT_MESSAGES.fileRequired,
  })
  .meta({ type: 'string', format: 'binary', description: 'The CSV (UTF-8) or XLSX file.' });

/** POST import/preview (multipart): the file and what it holds. */
export const ImportPreviewRequestSchema = z.object({ kind: kindField, file: fileField });

const mappingShape = z.record(
  z.string(),
  z
    .array(
      z
        .int()
        .min(0)
        .max(IMPORT_LIMITS.columns - 1),
    )
    .max(5),
);

/** The mapping as a multipart field: JSON text, e.g. {"full_name":[0,1],"email":[2]}. */
const mappingField = z
  .string({ error: IMPORT_MESSAGES.mappingInvalid })
  .transform((text, ctx): ImportMapping => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const read = mappingShape.safeParse(parsed);
    if (read.success) return read.data;
    ctx.issues.push({ code: 'custom', message: IMPORT_MESSAGES.mappingInvalid, input: text });
    return z.NEVER;
  })
  .optional()
  .meta({
    type: 'string',
    description:
      'JSON: each field -> the 0-based columns it is read from (joined with a space), e.g. ' +
      '{"full_name":[0,1],"email":[2]}. Left out: the mapping the preview proposes.',
  });

/** POST import/commit (multipart): the file again, its kind and the mapping. */
export const ImportCommitRequestSchema = z.object({
  kind: kindField,
  file: fileField,
  mapping: mappingField,
});

export const ImportFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
});

export const ImportPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(z.string()).describe('The header row, as in the file.'),
  fields: z.array(ImportFieldSchema).describe('The fields a column can fill, in form order.'),
  mapping: mappingShape.describe('The proposed mapping: field -> columns.'),
  rows: z.array(z.array(z.string())).describe(`The first ${IMPORT_PREVIEW_ROWS} rows under the header.`),
  total_rows: z.number(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportRowErrorSchema = z.object({
  row: z.number().describe("The row's number in the file (the header is row 1)."),
  field: z.string().describe('The field at fault, as named in fields.'),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportResultSchema = z.object({ kind: z.enum(IMPORT_KINDS), imported: z.number() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The 422 of a refused import: `message` lists 'Row 3: Email is required.' lines, `response.errors`
 * the same as data (at most IMPORT_MAX_LISTED_ERRORS), `response.error_count` all of them. */
export const ImportRefusedSchema = z.object({
  status: z.literal(0),
  message: z.union([z.string(), z.array(z.string())]),
  response: z
    .object({ errors: z.array(ImportRowErrorSchema), error_count: z.number() })
    .optional()
    .describe('Only when rows were refused.'),
  ...RefusalCodesSchema.partial().shape,
});
export type ImportRefused = z.infer<typeof ImportRefusedSchema>;

export function importFieldsOf(kind: ImportKind) {
  return IMPORT_FIELDS[kind].map(({ name, label, required }) => ({ name, label, required }));
}

/** A mapping's problems before any row is read: unknown fields are dropped, a required field must have
 * a column. */
export function checkMapping(
  kind: ImportKind,
  mapping: ImportMapping,
  columnCount: number,
): { mapping: ImportMapping; problems: string[] } {
  const kept: ImportMapping = {};
  const problems: string[] = [];
  for (const field of IMPORT_FIELDS[kind]) {
    const columns = (mapping[field.name] ?? []).filter((column) => column < columnCount);
    if (columns.length > 0) kept[field.name] = columns;
    else if (field.required) problems.push(IMPORT_MESSAGES.fieldRequired(field.label));
  }
  return { mapping: kept, problems };
}
