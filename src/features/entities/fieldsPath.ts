import type { InjectionKey, Ref } from 'vue'
import type { LocationQueryRaw, RouteLocationNamedRaw } from 'vue-router'

/**
 * The named route of the field list the editor belongs to: the entity designer's (`entity-fields`),
 * or another designer's that hosts it (a board's data model). Its optional `fieldId` param opens a
 * field; links inside the field editor (a Table field's rows) go there too.
 */
export interface FieldListRoute {
  name: string
  params: Record<string, string>
}

export const fieldListRouteKey: InjectionKey<Ref<FieldListRoute>> = Symbol('fieldListRoute')

/** The entity designer's field list of a definition. */
export const entityFieldList = (entityDefinitionId: string): FieldListRoute => ({ name: 'entity-fields', params: { entityId: entityDefinitionId } })

/** The list (no `fieldId`) or one field (`'new'` for a new one) of `list`. */
export function fieldListLocation(list: FieldListRoute, fieldId: string | null, query: LocationQueryRaw = {}): RouteLocationNamedRaw {
  return { name: list.name, params: fieldId ? { ...list.params, fieldId } : list.params, query }
}
