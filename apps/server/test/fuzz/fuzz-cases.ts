// The requests a fuzz test sends to one route, from a fixed seed: bodies of hostile values under the
// route's own field names (and others), as JSON, a urlencoded form or a multipart form; bodies that are
// not what they claim (bad JSON, other content types); hostile query strings and path segments; bad
// tokens. Field values are now and then real ids and numbers of the signed-in user or of a stranger,
// so the calls get past "not found" into the code behind it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileText, hostileValue } from './hostile-values';
import type { FuzzRoute } from './openapi-routes';

export interface FuzzContext {
  /** The signed-in user's authorization header. */
  auth: Record<string, string>;
  /** Ids, numbers and file names of the signed-in user and of a stranger. */
  known: Array<string | number>;
  /** The same by the field (or path parameter) names that carry them: `schedule_id`, `token`... */
  named: Record<string, Array<string | number>>;
}

export interface FuzzCase {
  /** What kind of hostility it is; a `body-parsing` one is a body that is not fields at all. */
  kind: string;
  request: InjectOptions;
}

const EXTRA_FIELDS = ['__proto__', 'constructor', 'user_id', 'id', 'status', 'paid_minor', 'is_admin', ''];

/** The seed's values of a field (own properties only: a field may be named `constructor`). */
function namedValues(ctx: FuzzContext, name: string): Array<string | number> {
  return Object.hasOwn(ctx.named, name) ? (ctx.named[name] ?? []) : [];
}

/** A value for the field `name`: mostly hostile, now and then a real id or number, and when the seed has
 * values of this very field (a schedule's id for `schedule_id`), those as often. */
function fieldValue(name: string, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const own = namedValues(ctx, name);
  return fc.oneof(
    { weight: 4, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(...ctx.known) },
    ...(own.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...own) }] : []),
  );
}

function fieldsOf(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<Array<[string, unknown]>> {
  const names = [...route.bodyFields, ...route.queryParams, ...EXTRA_FIELDS];
  const name = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: hostileText },
  );
  return fc.array(
    name.chain((field) => fieldValue(field, ctx).map((value): [string, unknown] => [field, value])),
    { minLength: 1, maxLength: 8 },
  );
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));

const BOUNDARY = '----fuzz-boundary-7d1a';
/** The file fields of the upload calls, and one that no call has. */
const FILE_FIELDS = ['image', 'image[]', 'quotation_attachments[]', 'invoice_attachments[]', 'logo'];

function multipartBody(fields: Array<[string, unknown]>, files: Buffer[]): Buffer {
  const b = BOUNDARY;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n`,
      ),
      Buffer.from(textOf(value)),
      Buffer.from('\r\n'),
    );
  }
  for (const [index, data] of files.entries()) {
    chunks.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${FILE_FIELDS[index % FILE_FIELDS.length]}"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${b}--\r\n`));
  return Buffer.concat(chunks);
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) sent as U+FFFD. */
function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** The route's path with each parameter replaced by its segment, in order. */
function pathOf(route: FuzzRoute, segments: string[]): string {
  let index = 0;
  return route.path.replace(/\{[^}]+\}/g, () => encode(segments[index++] ?? 'x'));
}

function queryOf(pairs: Array<[string, string]>): string {
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** Every kind of case for the route, each an arbitrary of a FuzzCase. */
function caseArbitrary(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const headers = route.authed ? ctx.auth : {};
  // A path parameter is hostile text, a real value, or a real value of its own name (a link's token).
  const segmentOf = (param: string) => {
    const own = namedValues(ctx, param).map(String);
    return fc.oneof(
      hostileText,
      fc.constantFrom(...ctx.known.map(String)),
      ...(own.length > 0 ? [fc.constantFrom(...own)] : []),
    );
  };
  const plainPath =
    route.pathParams.length > 0
      ? fc.tuple(...route.pathParams.map(segmentOf)).map((segments) => pathOf(route, segments))
      : fc.constant(route.path);
  const base = (kind: string, extra: fc.Arbitrary<Partial<InjectOptions>>) =>
    fc.tuple(plainPath, extra).map(([url, request]): FuzzCase => ({
      kind,
      request: { method: route.method, url, ...request, headers: { ...headers, ...request.headers } },
    }));

  const json = base(
    'json',
    fieldsOf(route, ctx).map((fields) => ({
      payload: JSON.stringify(Object.fromEntries(fields)),
      headers: { 'content-type': 'application/json' },
    })),
  );
  const form = base(
    'form',
    fieldsOf(route, ctx).map((fields) => ({
      payload: new URLSearchParams(
        fields.map(([name, value]): [string, string] => [name, textOf(value)]),
      ).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })),
  );
  const multipart = base(
    'multipart',
    fc
      .tuple(
        fieldsOf(route, ctx),
        fc.array(
          fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
          { maxLength: 3 },
        ),
      )
      .map(([fields, files]) => ({
        payload: multipartBody(fields, files),
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      })),
  );
  const badJson = base(
    'bad-json',
    fc
      .constantFrom(
        '{',
        '{"a":',
        '{"a":1}}',
        '\u0000',
        '{"a":"\\ud800"}',
        `{"n":${'9'.repeat(400)}}`,
        '{"a":1,"a":2}',
        '\xff\xfe{',
      )
      .map((payload) => ({
        payload,
        headers: { 'content-type': 'application/json' },
      })),
  );
  const otherType = base(
    'content-type',
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'application/json; charset=utf-7',
          'image/png',
          'multipart/mixed',
        ),
        fc.string({ maxLength: 60 }),
      )
      .map(([type, payload]) => ({
        payload,
        headers: { 'content-type': type },
      })),
  );
  const query = fc
    .tuple(
      plainPath,
      fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...route.queryParams, 'page', 'limit', 'a[b]', 'a[]'), hostileText),
          hostileText,
        ),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([url, pairs]): FuzzCase => ({
      kind: 'query',
      request: { method: route.method, url: `${url}?${queryOf(pairs)}`, headers },
    }));
  const badToken = fc
    .tuple(
      plainPath,
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer x',
        `Bearer ${'a'.repeat(5000)}`,
        'Basic YTpi',
        'bearer \u00e9',
        'Bearer null',
      ),
    )
    .map(([url, authorization]): FuzzCase => ({
      kind: 'token',
      request: { method: route.method, url, headers: { authorization } },
    }));
  // Bodies that are not fields: a route that takes fields refuses them (http/body-parsing.ts, issue 13).
  const garbageMultipart = base(
    'body-parsing: garbage multipart',
    fc
      .tuple(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom(
          `multipart/form-data; boundary=${BOUNDARY}`,
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ),
      )
      .map(([bytes, type]) => ({
        payload: Buffer.from(bytes),
        headers: { 'content-type': type },
      })),
  );
  const nonObjectJson = base(
    'body-parsing: non-object JSON',
    fc.constantFrom('[]', '[{}]', '"text"', 'null', '0', 'true', '[1,2,3]').map((payload) => ({
      payload,
      headers: { 'content-type': 'application/json' },
    })),
  );

  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: form },
    { weight: 2, arbitrary: multipart },
    { weight: 1, arbitrary: badJson },
    { weight: 1, arbitrary: otherType },
    { weight: 3, arbitrary: query },
    { weight: 1, arbitrary: badToken },
    { weight: 1, arbitrary: garbageMultipart },
    { weight: 1, arbitrary: nonObjectJson },
  );
}

/** `count` cases for the route from `seed`: the same cases on every run. */
export function casesFor(route: FuzzRoute, ctx: FuzzContext, seed: number, count: number): FuzzCase[] {
  return fc.sample(caseArbitrary(route, ctx), { seed, numRuns: count });
}
