// Every POST accepts JSON, urlencoded and multipart bodies (mobile clients send forms). Multipart parts
// are turned into a plain object before validation: fields become strings, files become UploadedFile,
// and repeated or `name[]` parts become arrays under `name`, so one zod schema serves all three.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart, { type Multipart } from '@fastify/multipart';
import { AppError } from '../app-error';
import type { UploadedFile } from '../uploaded-file';

/** Text with a NUL character is refused at the door (422) for every call: PostgreSQL cannot store one
 * (the write fails, a 500) and SQLite's full-text search cannot look one up, while nobody types it. */
export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters.';

/** Largest file accepted at the door; each kind of upload checks its own, smaller, limits after. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Most files one request may carry (an expense's or a document's 20 images). */
export const MAX_UPLOAD_FILES = 20;

/** The answer (413) to a request with more files than that. */
export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_UPLOAD_FILES} files can be sent at once.`;

/** A JSON body that is a list, text, a number or null: refused rather than read as no fields, since a
 * call whose fields are all optional (tax or bank settings) would then save blanks over the owner's data. */
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object of fields.';

/** A multipart body that cannot be parsed (no boundary, cut short, garbled): the envelope's 400. */
const UNREADABLE_MESSAGE = 'The request could not be read.';

export async function registerBodyParsing(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // Parts are read by our own hook below rather than the plugin's attachFieldsToBody, whose parser errors
  // (a missing boundary, a body cut short) are plain Errors that the error handler can only call a 500.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 200, fieldSize: 1024 * 1024 },
  });
  // Some clients send a JSON content type on every POST, body or not: an empty body reads as no body
  // (Fastify's JSON parser, kept as it is, would refuse it).
  // Both hooks run on every request, so they call `done` rather than return a promise: a promise and its
  // turn of the microtask queue on every call, for work that waits on nothing but a multipart body
  // (docs/decisions/0428-the-fixed-cost-of-every-request.md).
  app.addHook('onRequest', (request, _reply, done) => {
    const { 'content-length': length, 'transfer-encoding': chunked, 'content-type': type } = request.headers;
    // No length and no chunking also means no body (RFC 9112 section 6.3).
    const empty = length === '0' || (length === undefined && chunked === undefined);
    if (empty && type !== undefined && /^application\/json\b/i.test(type))
      delete request.headers['content-type'];
    done();
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (!request.isMultipart()) {
      done(checkFields(request));
      return;
    }
    readMultipart(request).then(
      (fields) => {
        request.body = fields;
        done(checkFields(request));
      },
      (error: Error) => done(error),
    );
  });
}

/** The checks of a request's fields before validation: undefined when they pass, else the refusal. */
function checkFields(request: FastifyRequest): AppError | undefined {
  // Only for routes that validate fields: a raw body (a signed webhook) is left as it came. A missing
  // body is read as no fields at all, so the answer lists the spec's message of each required field.
  // A multipart body is always a plain object (flattenMultipart).
  if (request.routeOptions.schema?.body && !request.isMultipart()) {
    if (request.body === undefined) request.body = {};
    else if (!isPlainObject(request.body)) return new AppError('validation', [NOT_AN_OBJECT_MESSAGE]);
  }
  if ((isPlainObject(request.body) && hasNulText(request.body)) || hasNulText(request.query)) {
    return new AppError('validation', [NUL_TEXT_MESSAGE]);
  }
  return undefined;
}

/** Reads every part: fields become strings, files are buffered as UploadedFile. A limit the plugin
 * names (413 for a file or a count over its limit) keeps its status; any other parser error is a body
 * that cannot be read (400), answered before any handler runs, so nothing changes. */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      fields = part.fields as Record<string, unknown>;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        (part as Part).value = {
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        } satisfies UploadedFile;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406) throw error;
    throw new AppError('bad_request', UNREADABLE_MESSAGE);
  }
  return flattenMultipart(fields);
}

/** Whether any text (key or value) in a parsed body or query holds a NUL character; a file's bytes
 * (a Buffer) are not text. Walked with a stack: a deeply nested body cannot overflow the call stack. */
function hasNulText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (isPlainObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

type Part = Multipart & { value?: unknown };

function flattenMultipart(body: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, raw] of Object.entries(body ?? {})) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const parts = (Array.isArray(raw) ? raw : [raw]) as Part[];
    const values = parts.map((part) => part.value);
    result[key] = isList || values.length > 1 ? values : values[0];
  }
  return result;
}
