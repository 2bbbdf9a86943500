import { computed, type ComputedRef } from 'vue'
import type { EntityDefinition, EntityField, EntityTable } from '../api/entities.types'

export interface DesignerTable {
  table: EntityTable
  /** Primary: the definition's singular name; a child table: its owner field's display name. */
  label: string
  ownerField: EntityField | null
  /** Active fields in their saved order. */
  fields: EntityField[]
}

const byOrder = (a: EntityField, b: EntityField) => a.SortOrder - b.SortOrder

/** The definition's tables as the designer shows them: primary first, each child table after its owner's table. */
export function designerTables(definition: EntityDefinition | undefined): DesignerTable[] {
  if (!definition) return []
  const tables = definition.Tables.filter((table) => !table.IsDeleted)
  const fieldsById = new Map(tables.flatMap((table) => table.Fields).map((field) => [field.Id, field]))
  const entries = tables.map((table) => {
    const ownerField = table.OwnerFieldId ? (fieldsById.get(table.OwnerFieldId) ?? null) : null
    return {
      table,
      label: table.IsPrimary ? definition.DisplayNameSingular : (ownerField?.DisplayName ?? table.Name),
      ownerField,
      fields: table.Fields.filter((field) => !field.IsDeleted).sort(byOrder),
    }
  })
  return entries.sort((a, b) => Number(b.table.IsPrimary) - Number(a.table.IsPrimary))
}

export function useDesignerTables(definition: () => EntityDefinition | undefined): ComputedRef<DesignerTable[]> {
  return computed(() => designerTables(definition()))
}
