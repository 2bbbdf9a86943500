/** The internal name of a definition: lower case letters, digits and underscores, 2 to 40 characters. */
export const DEFINITION_NAME_PATTERN = /^[a-z][a-z0-9_]{1,39}$/

/** A Name suggested from a display name: "Sales order" → "sales_order". */
export function suggestName(displayName: string): string {
  const slug = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
  return slug.slice(0, 40)
}

/** The EntityDisabledOperations flags of the contract (a bitwise combination), in contract order. */
export const DISABLED_OPERATIONS = [
  ['Create', 1],
  ['Update', 2],
  ['Archive', 4],
  ['Restore', 8],
  ['Delete', 16],
  ['Merge', 32],
  ['Import', 64],
  ['Export', 128],
] as const
