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

/** The fields a profile compares, as the server names them (the scope field first). */
export function comparedFields(profile: { ComparedFields: ReadonlyArray<{ FieldKey: string; FieldLabel: string }> } | null | undefined): ComparedField[] {
  return (profile?.ComparedFields ?? []).map((field) => ({ key: field.FieldKey, label: field.FieldLabel }))
}

/** A candidate record as loaded: its values, and the labels of the records it references. */
export interface CandidateValues {
  Fields: Record<string, unknown>
  ReferenceLabels?: Record<string, { DisplayName: string; Number: string; IsRestricted?: boolean }>
}

/** A referenced record by its label (its number when it has none); a value that is no reference as it is. */
function shownText(value: unknown, record: CandidateValues, restricted: string): string {
  const label = typeof value === 'string' ? record.ReferenceLabels?.[value] : undefined
  if (!label) return valueText(value)
  return label.IsRestricted ? restricted : label.DisplayName || label.Number
}

/** The records side by side; `restricted` names a referenced record the reader may not see. Values differ by what is stored (two accounts of one name differ). */
export function candidateRows(fields: readonly ComparedField[], records: ReadonlyArray<CandidateValues | null>, restricted = ''): CandidateRow[] {
  return fields.map((field) => {
    const values = records.map((record) => (record ? shownText(record.Fields[field.key], record, restricted) : ''))
    const stored = new Set(records.map((record) => (record ? valueText(record.Fields[field.key]) : '').trim().toLowerCase()))
    return { key: field.key, label: field.label, values, differs: stored.size > 1 }
  })
}
