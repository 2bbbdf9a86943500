/**
 * The unique constraint (or unique index) a write violated, when the error is PostgreSQL's 23505;
 * null for any other error. The constraint is '' when neither the error nor its message names it.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  if (typeof error !== 'object' || error === null) return null
  const found = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (found.code !== '23505') return null
  if (typeof found.constraint === 'string' && found.constraint !== '') return { constraint: found.constraint }
  // Not every driver fills `constraint`; the message always names it.
  const named = typeof found.message === 'string' ? /unique constraint "([^"]+)"/.exec(found.message) : null
  return { constraint: named?.[1] ?? '' }
}
