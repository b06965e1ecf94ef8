// A value sent to PostgreSQL as one JSON parameter (rows a statement reads with json_populate_record).
// Text is sent as node-postgres sends a text parameter: a lone surrogate, which JSON would carry as an
// escape PostgreSQL refuses, becomes U+FFFD, the character UTF-8 encoding gives it.

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' && SURROGATE.test(value) ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
}

/** `value` as JSON text for a parameter. */
export function jsonParameter(value: unknown): string {
  return JSON.stringify(value, wellFormed);
}
