/** The ExtendedData bound of docs/contract.md, checked while the user types. */
export const EXTENDED_DATA_LIMITS = {
  maxKeys: 32,
  maxValueLength: 1024,
  maxBytes: 8 * 1024,
  keyPattern: /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/,
  secretWords: ['password', 'secret', 'token', 'apikey', 'api_key', 'credential', 'privatekey'],
} as const

export interface ExtendedDataRow {
  key: string
  value: string
}

/** An i18n key under `principals.extendedData.errors` plus its parameters. */
export interface RowProblem {
  message: string
  params?: Record<string, number | string>
}

export interface ExtendedDataCheck {
  keyProblems: (RowProblem | null)[]
  valueProblems: (RowProblem | null)[]
  /** Problems of the object as a whole (too many keys, too large). */
  overall: RowProblem[]
  valid: boolean
}

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase()
  return EXTENDED_DATA_LIMITS.secretWords.some((word) => lower.includes(word))
}

export function rowsToObject(rows: readonly ExtendedDataRow[]): Record<string, string> {
  const result: Record<string, string> = {}
  for (const row of rows) if (row.key.trim()) result[row.key.trim()] = row.value
  return result
}

export function objectToRows(data: Record<string, string> | null | undefined): ExtendedDataRow[] {
  return Object.entries(data ?? {}).map(([key, value]) => ({ key, value }))
}

export function utf8Size(data: Record<string, string>): number {
  return new TextEncoder().encode(JSON.stringify(data)).length
}

function checkKey(key: string, seen: Set<string>): RowProblem | null {
  const trimmed = key.trim()
  if (!trimmed) return { message: 'keyRequired' }
  if (!EXTENDED_DATA_LIMITS.keyPattern.test(trimmed)) return { message: 'keyPattern' }
  if (isSecretKey(trimmed)) return { message: 'keySecret' }
  if (seen.has(trimmed)) return { message: 'keyDuplicate' }
  seen.add(trimmed)
  return null
}

export function checkExtendedData(rows: readonly ExtendedDataRow[]): ExtendedDataCheck {
  const seen = new Set<string>()
  const keyProblems = rows.map((row) => checkKey(row.key, seen))
  const valueProblems = rows.map((row): RowProblem | null =>
    row.value.length > EXTENDED_DATA_LIMITS.maxValueLength
      ? { message: 'valueTooLong', params: { max: EXTENDED_DATA_LIMITS.maxValueLength, length: row.value.length } }
      : null,
  )
  const overall: RowProblem[] = []
  if (rows.length > EXTENDED_DATA_LIMITS.maxKeys) {
    overall.push({ message: 'tooManyKeys', params: { max: EXTENDED_DATA_LIMITS.maxKeys, count: rows.length } })
  }
  const size = utf8Size(rowsToObject(rows))
  if (size > EXTENDED_DATA_LIMITS.maxBytes) {
    overall.push({ message: 'tooLarge', params: { max: EXTENDED_DATA_LIMITS.maxBytes, size } })
  }
  const valid = overall.length === 0 && keyProblems.every((p) => p === null) && valueProblems.every((p) => p === null)
  return { keyProblems, valueProblems, overall, valid }
}
