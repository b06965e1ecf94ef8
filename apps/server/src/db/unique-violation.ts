// Whether a write failed on a unique index, on either database: the index is what settles a race two
// requests run at once (one quotation converted twice, one Idempotency-Key used twice), and the loser is
// then answered as the rule says rather than with a 500.
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
