// The formula guard of every CSV and spreadsheet export (docs/reference/api.md 'Security rules'; issue 13): a
// cell a spreadsheet could run as a formula gets a leading apostrophe, so it opens as the text it is.
// csv-stringify's escape_formulas covers = + - @ tab and CR (and their full-width forms) but not a
// leading line feed nor the separators: Excel in a locale whose list separator is `;` splits an unquoted
// `;=cmd()` into a new cell that starts with `=`. So the CSV writers use this guard instead, and quote
// every cell that holds a `;` or a tab (CSV_QUOTED), so no separator inside a cell starts a new one in
// any locale.
// https://owasp.org/www-community/attacks/CSV_Injection

/** The first characters spreadsheets read as the start of a formula, or as a separator before one. */
const FORMULA_START = /^[=+\-@\t\r\n,;\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** csv-stringify's quoted_match: cells holding another locale's separator are always quoted. */
export const CSV_QUOTED = /[;\t]/;

/** The options every CSV writer gives csv-stringify: our guard rather than its escape_formulas, a
 * byte-order mark so Excel reads UTF-8 (£, €, accents), CRLF lines. */
export const CSV_OPTIONS = {
  escape_formulas: false,
  quoted_match: CSV_QUOTED,
  bom: true,
  record_delimiter: 'windows',
} as const;
