/** Small value conversions every module uses when it maps rows to answers. */

/** Optional text members: blank means "not set". */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** A timestamp as the contract writes it (ISO 8601, UTC). */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

/** Distinct values, order kept. */
export function distinct(values: readonly string[] | undefined): string[] {
  return [...new Set(values ?? [])]
}
