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

/** The same for a timestamp that may be missing. */
export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value)
}

/** Distinct values, order kept. */
export function distinct(values: readonly string[] | undefined): string[] {
  return [...new Set(values ?? [])]
}

/** The member of a contract enumeration a number (or numeric text) stands for, or undefined. */
export function findEnumMember<Enum extends Record<string, number>>(enumObject: Enum, value: unknown): Enum[keyof Enum] | undefined {
  // Number('') and Number(null) are 0: only numbers and numeric text stand for a member.
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return undefined
  const number = Number(value)
  for (const key in enumObject) {
    const member = enumObject[key]
    if (member === number) return member
  }
  return undefined
}

/**
 * The member of a contract enumeration a stored number stands for (untyped rows, JSON kept in a
 * column). Only validated values are stored, so any other value means a broken row.
 */
export function enumMember<Enum extends Record<string, number>>(enumObject: Enum, value: unknown): Enum[keyof Enum] {
  const member = findEnumMember(enumObject, value)
  if (member === undefined) throw new Error(`${String(value)} is not one of ${Object.values(enumObject).join(', ')}.`)
  return member
}
