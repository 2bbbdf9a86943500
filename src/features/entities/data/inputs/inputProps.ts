import type { EntityDefinition, EntityField, FieldValue, LookupItem } from '../records.types'

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
}
