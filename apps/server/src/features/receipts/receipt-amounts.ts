// Amounts and rates in a receipt's text (docs/decisions/0358). OCR mistakes letters for digits inside a
// number (O for 0, S for 5, l or I for 1) and reads a decimal point as a comma: both are undone here.
const NUMERIC = /[0-9OoSsIl|]/;
const AMOUNT = /(?<![\d.,])-?(\d{1,3}(?:[ ,.]\d{3})+|\d+)\s?[.,]\s?(\d{2})(?![\d%])/g;

function digitsOf(token: string): string {
  return token.replace(/[Oo]/g, '0').replace(/[Ss]/g, '5').replace(/[Il|]/g, '1');
}

/** The line with the letters inside numbers turned back into digits. */
export function normaliseDigits(line: string): string {
  return line.replace(/[0-9OoSsIl|][0-9OoSsIl|.,]*[.,][0-9OoSsIl|]{2}\b/g, (token) =>
    /\d/.test(token) && [...token].every((c) => NUMERIC.test(c) || c === '.' || c === ',')
      ? digitsOf(token)
      : token,
  );
}

/** The amounts of a line, in cents, left to right. */
export function amountsIn(line: string): number[] {
  const amounts: number[] = [];
  for (const match of normaliseDigits(line).matchAll(AMOUNT)) {
    const whole = (match[1] ?? '').replace(/[ ,.]/g, '');
    const cents = Number(whole) * 100 + Number(match[2]);
    if (Number.isSafeInteger(cents)) amounts.push(match[0].startsWith('-') ? -cents : cents);
  }
  return amounts;
}

/** The first percentage of a line, e.g. 20 for 'VAT 20%' or 5.5 for 'TVA 5,5 %'. */
export function rateIn(line: string): number | undefined {
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/.exec(normaliseDigits(line));
  if (!match?.[1]) return undefined;
  const rate = Number(match[1].replace(',', '.'));
  return rate > 0 && rate < 50 ? rate : undefined;
}
