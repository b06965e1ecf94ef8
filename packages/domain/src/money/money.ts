// Money is held as integer minor units (cents). Decimal text from a form or an API body is converted
// here, exactly, without passing through binary floating point arithmetic.

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/** Parses '12.5', '12.50' or 12.5 into 1250. Returns undefined for anything that is not a decimal
 * number with at most `decimals` fractional digits. */
export function parseScaled(value: string | number, decimals: number): number | undefined {
  const text = typeof value === 'number' ? numberToPlainText(value) : value;
  if (text === undefined) return undefined;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  if (fraction.length > decimals) return undefined;
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const scaled = Number(digits === '' ? '0' : digits);
  if (!Number.isSafeInteger(scaled)) return undefined;
  return sign && scaled !== 0 ? -scaled : scaled;
}

function numberToPlainText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // toString gives the shortest text that round-trips, which is what a person typed (0.1 -> '0.1').
  const text = value.toString();
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '') : text;
}

/** 1500 with 3 decimals -> '1.5'; 2000 -> '2': the shortest text that says a scaled integer exactly
 * (quantities in thousandths, percentages in thousandths of a percent). */
export function scaledToText(scaled: number, decimals: number): string {
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const unit = 10 ** decimals;
  const fraction = String(abs % unit)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / unit)}${fraction ? `.${fraction}` : ''}`;
}

/** '19.99' -> 1999 cents; undefined when it has more than two decimals or is not a number. */
export function toMinor(value: string | number): number | undefined {
  return parseScaled(value, 2);
}

/** 1999 -> 19.99, the JSON number the API answers with. Division is exact here: IEEE division rounds
 * the true quotient 19.99 to the nearest double, which is the double that parsing '19.99' gives. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** 1999 -> '19.99'; -5 -> '-0.05'. */
export function minorToText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.trunc(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${units}.${cents}`;
}

/** 123456 with '£' -> '£1,234.56'. Grouping is fixed to commas: amounts on a document read the same
 * whatever the browser's locale. */
export function formatMoney(minor: number, symbol = ''): string {
  const [units = '0', cents] = minorToText(Math.abs(minor)).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${symbol}${grouped}.${cents}`;
}
