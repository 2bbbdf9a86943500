/** The side-by-side view of a group's records: the compared fields, each record's value, and whether they differ. */

export interface ComparedField {
  key: string
  label: string
}

export interface CandidateRow {
  key: string
  label: string
  values: string[]
  /** The records do not all hold the same value (case and surrounding spaces aside). */
  differs: boolean
}

/** A stored value as a reader sees it; blank as an empty string. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (typeof value === 'object' && 'Amount' in value) {
    const money = value as { Amount: unknown; CurrencyCode?: unknown }
    return `${valueText(money.Amount)} ${valueText(money.CurrencyCode)}`.trim()
  }
  return JSON.stringify(value)
}

/** The fields the profile compares, once each, in the order its rules name them. */
export function comparedFields(rules: ReadonlyArray<{ Criteria: ReadonlyArray<{ FieldKey: string; FieldLabel: string }> }>): ComparedField[] {
  const seen = new Map<string, ComparedField>()
  for (const rule of rules) for (const criterion of rule.Criteria) if (!seen.has(criterion.FieldKey)) seen.set(criterion.FieldKey, { key: criterion.FieldKey, label: criterion.FieldLabel })
  return [...seen.values()]
}

export function candidateRows(fields: readonly ComparedField[], records: ReadonlyArray<Record<string, unknown> | null>): CandidateRow[] {
  return fields.map((field) => {
    const values = records.map((fields) => (fields ? valueText(fields[field.key]) : ''))
    const compared = new Set(values.map((value) => value.trim().toLowerCase()))
    return { key: field.key, label: field.label, values, differs: compared.size > 1 }
  })
}
