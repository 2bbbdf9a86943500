import type { EntityDefinition, EntityField, FieldValue, LookupItem } from '../records.types'

/** How the form shows one cell of a table row: by the column's conditions on that row, with the messages about it. */
export interface RowCell {
  /** False while the column's VisibleWhen does not hold for the row (and nothing is to be said about the cell). */
  visible: boolean
  /** Required now (RequiredWhen holds for the row). */
  required: boolean
  /** Read-only: EditableWhen does not hold for the row, or the column is calculated or read-only. */
  readonly: boolean
  /** Why it is read-only, when the form says so: its condition (`locked`) or the server computes it (`calculated`). */
  reason: 'locked' | 'calculated' | null
  /** The form's and the server's messages about the cell. */
  errors: string[]
}

/** What every field input receives; each emits `update:modelValue` with the runtime value shape. */
export interface FieldInputProps {
  field: EntityField
  modelValue: FieldValue | undefined
  /** Server messages for this field. */
  errors?: string[]
  readonly?: boolean
  /** Inside a table row: no visible label (the column header names it), compact density. */
  compact?: boolean
  /** The definition, for child tables and currency defaults. */
  definition?: EntityDefinition
  /** Display names of the referenced records the value holds. */
  labels?: Record<string, LookupItem>
  /** Required now (e.g. by the field's RequiredWhen): the label is marked and the input says so to assistive technology. */
  required?: boolean
  /** Table fields: how each cell of a row is shown (index in the value, column key); every cell is plain without it. */
  cell?: (index: number, key: string) => RowCell
}
