// Counts in words with the right plural: '1 Day', '2 Days', '0 Days' (issue 25: '1 Days').

/** `count` and the noun, plural unless the count is exactly 1: plural(1, 'Day') -> '1 Day'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
