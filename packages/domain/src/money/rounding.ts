// The one rounding rule of the product (docs/reference/documents.md 'Money and totals'): half away from zero,
// to a whole minor unit. Computed on BigInt so that no product of quantity and price loses precision.

/** Returns round(numerator / denominator), half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
