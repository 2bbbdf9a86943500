import { FieldType } from '@/api'

/**
 * Where a path such as `customer.account.name` or `lines.qty` leads (docs/expressions.md, "Fields"):
 * a Reference field to the primary table of the definition it references, a Table field to its child
 * table (in the same definition as the field). Pure: the definitions come from `load`, so the rules
 * are testable without the API; the editor loads them through vue-query's cache.
 */

/** What following a path reads of a field (an EntityField has all of it). */
export interface PathField {
  Key: string
  DisplayName: string
  FieldType: number
  ReferenceToEntityDefinitionId?: string | null
  ChildTableId?: string | null
  IsDeleted?: boolean
  /** Select fields: their options (Key stored, Value shown), completed as values. */
  Options?: ReadonlyArray<{ Key?: string; Value?: string }> | null
}

export interface PathTable {
  Id: string
  IsPrimary: boolean
  IsDeleted?: boolean
  Fields: readonly PathField[]
}

/** What following a path reads of a definition detail. */
export interface PathDefinition {
  Id: string
  Tables: readonly PathTable[]
}

/** A definition's detail, or null when it cannot be had (deleted, not allowed, offline). */
export type DefinitionLoader = (entityDefinitionId: string) => Promise<PathDefinition | null>

export interface PathStart {
  /** The definition the expression belongs to (its child tables are there). */
  entityDefinitionId: string
  /** The fields the first part of a path is one of: the expression's own table, as the editor has them. */
  fields: readonly PathField[]
}

/**
 * How many reference steps the server follows from the expression's definition
 * (server/modules/entities/expressions/schema.ts, maxReferenceDepth): a definition further away is
 * not in its schema, so nothing of it is offered.
 */
export const maxReferenceDepth = 3

const active = <T extends { IsDeleted?: boolean }>(items: readonly T[]): T[] => items.filter((item) => !item.IsDeleted)

/** The table a field leads to: its child table, or the primary table of the definition it references. */
interface Step {
  entityDefinitionId: string
  table: PathTable
}

/** A definition that cannot be loaded leads nowhere, as one that does not exist. */
async function loadOrNull(load: DefinitionLoader, entityDefinitionId: string): Promise<PathDefinition | null> {
  try {
    return await load(entityDefinitionId)
  } catch {
    return null
  }
}

async function follow(field: PathField, entityDefinitionId: string, load: DefinitionLoader): Promise<Step | null> {
  // As the server's checker: a table field first (its column is a list), then a reference.
  if (field.ChildTableId) {
    const definition = await loadOrNull(load, entityDefinitionId)
    const table = definition?.Tables.find((item) => item.Id === field.ChildTableId && !item.IsDeleted)
    return table ? { entityDefinitionId, table } : null
  }
  const target = field.ReferenceToEntityDefinitionId
  if (!target) return null
  const definition = await loadOrNull(load, target)
  const table = definition?.Tables.find((item) => item.IsPrimary && !item.IsDeleted)
  return table ? { entityDefinitionId: target, table } : null
}

/**
 * The fields offered after `path` and a dot (`['customer', 'account']` → the fields of the account's
 * definition's primary table), or null when the path leads nowhere: an unknown key, a field that is
 * neither a reference nor a table, a definition that cannot be loaded or lies beyond the reference
 * depth. An empty path gives the start's own fields.
 */
export async function resolvePathFields(start: PathStart, path: readonly string[], load: DefinitionLoader): Promise<PathField[] | null> {
  let fields = active(start.fields)
  let entityDefinitionId = start.entityDefinitionId
  // The fewest reference steps known to reach each definition seen (a cycle back is no further away).
  const depth = new Map<string, number>([[entityDefinitionId, 0]])
  for (const key of path) {
    const field = fields.find((candidate) => candidate.Key === key)
    if (!field || field.FieldType === FieldType.Address) return null
    if (!field.ChildTableId && field.ReferenceToEntityDefinitionId) {
      const target = field.ReferenceToEntityDefinitionId
      const reached = Math.min(depth.get(target) ?? Infinity, (depth.get(entityDefinitionId) ?? 0) + 1)
      if (reached > maxReferenceDepth) return null
      depth.set(target, reached)
    }
    const step = await follow(field, entityDefinitionId, load)
    if (!step) return null
    entityDefinitionId = step.entityDefinitionId
    fields = active(step.table.Fields)
  }
  return fields
}
