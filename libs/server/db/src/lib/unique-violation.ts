/**
 * The name of the unique index a PostgreSQL error (or one it caused) violated, `''` when the
 * driver did not say which, or null when the error is no unique violation (SQLSTATE 23505).
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
