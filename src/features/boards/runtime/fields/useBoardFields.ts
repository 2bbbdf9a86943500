import { computed, type ComputedRef } from 'vue'
import type { EntityField, FieldValue, FieldValues } from '@/features/entities'
import type { BoardItem, BoardRuntimeModel } from '../runtime.types'

export interface BoardFields {
  /** The item's data fields in the board's order, as the entity record inputs take them. */
  fields: ComputedRef<EntityField[]>
}

/**
 * The board data fields of a board: the runtime model serves each field's whole definition, so
 * every board user gets the same inputs (options, limits) without access to the entity builder.
 */
export function useBoardFields(model: () => BoardRuntimeModel | undefined): BoardFields {
  const fields = computed(() =>
    [...(model()?.DataFields ?? [])].sort((a, b) => a.SortOrder - b.SortOrder).map((field) => field.Definition),
  )
  return { fields }
}

/** The item's board data as form values: each field's stored value (a restricted one stays out). */
export function itemValues(item: BoardItem | null | undefined, fields: readonly EntityField[]): FieldValues {
  const byKey = new Map((item?.Card.Fields ?? []).map((field) => [field.FieldKey, field]))
  const values: FieldValues = {}
  for (const field of fields) {
    const value = byKey.get(field.Key)?.Value
    values[field.Key] = value === undefined ? null : (value as FieldValue)
  }
  return values
}

/** Values worth sending on create: what the user filled in (empty ones leave the defaults to the server). */
export function filledValues(values: FieldValues): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, FieldValue] => entry[1] !== null && entry[1] !== undefined && entry[1] !== '' && !(Array.isArray(entry[1]) && entry[1].length === 0),
    ),
  )
}
