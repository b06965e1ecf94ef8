// Values an attacker sends where a field is expected: wrong types, huge and odd text (NUL and other
// control characters, line and paragraph separators, bidi overrides, lone surrogates), extreme
// numbers, deep or prototype-polluting objects, and the classics (SQL, paths, formulas, header breaks).
import fc from 'fast-check';

const CONTROL = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
});

const ODD_TEXT = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\r\nBcc: x@evil.test',
  '\u2028\u2029',
  '\u202Efdp.exe',
  '\uD800',
  '\uFEFF',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '=HYPERLINK("http://evil.test")',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00',
  '%s%n%x',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  '__proto__',
  'constructor',
);

const HUGE_TEXT = fc
  .constantFrom(10_000, 100_000, 300_000)
  .chain((length) =>
    fc.constantFrom('A', '9', '\u00e9', '\u0000', '\ud83d\ude00', '<').map((unit) => unit.repeat(length)),
  );

const NUMBERS = fc.oneof(
  fc.integer(),
  fc.integer({ min: -1, max: 3 }),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
    -0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested `depth` times: { a: { a: ... } } or [[[...]]] (deeper still: the bad JSON texts of
 * fuzz-cases.ts, which JSON.stringify could not write). */
const deep = (depth: number, array: boolean): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = array ? [value] : { a: value };
  return value;
};

const SCALAR = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: CONTROL },
  { weight: 4, arbitrary: ODD_TEXT },
  { weight: 1, arbitrary: HUGE_TEXT },
  { weight: 3, arbitrary: NUMBERS },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any hostile value: a scalar, or a list, object or deep nesting of them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: SCALAR },
  { weight: 1, arbitrary: fc.array(SCALAR, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), ODD_TEXT), SCALAR, { maxKeys: 4 }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(10, 100, 1000), fc.boolean())
      .map(([depth, array]) => deep(depth, array)),
  },
  {
    weight: 1,
    arbitrary: fc.constant(
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
    ),
  },
);

/** A text-only hostile value, for query strings, path segments and form fields. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: CONTROL },
  { weight: 4, arbitrary: ODD_TEXT },
  { weight: 1, arbitrary: HUGE_TEXT.map((text) => text.slice(0, 20_000)) },
  { weight: 2, arbitrary: NUMBERS.map(String) },
);
