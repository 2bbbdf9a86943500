import type { EntityForm } from '@/platform/composables/useEntityForm'
import type { EntityDefinition, EntityField } from '../../api/entities.types'
import type { FieldFormValues } from '../../designer/fieldForm'

/** What every type-specific section of the field editor receives. */
export interface SectionProps {
  form: EntityForm<EntityField, FieldFormValues>
  /** Messages for a member (live rules and the server's). */
  errors: (member: string) => string[]
  /** The field's shape is protected or package-owned: shown, not editable. */
  locked: boolean
  isNew: boolean
  definition: EntityDefinition
}

/** Number inputs hand over text; an empty box means "no value". */
export function toNumber(text: unknown): number | null {
  if (text === null || text === undefined || String(text).trim() === '') return null
  const value = Number(text)
  return Number.isNaN(value) ? null : value
}
