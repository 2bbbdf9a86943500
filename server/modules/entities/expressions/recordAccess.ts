import type { Db } from '../../../db'
import type { Expr } from '../../../../shared/expressions/ast'
import type { RecordAccess } from '../../../../shared/expressions/evaluator'
import { values, type Value } from '../../../../shared/expressions/values'
import type { FieldModel, TableModel } from '../model'
import { selectSideValues } from '../records/records.repo'
import { qualified } from '../storage/names'
import { FieldType } from '../types'
import { selectStoredValues, type StoredValues } from './recordValues.repo'
import type { LoadedSchema } from './schema'

/**
 * Stored records as the evaluator reads them, loaded in batches: only the fields the expressions
 * name, their references and table rows as deep as the expressions go. Numbers stay exact text
 * from the database to decimal.js (never a binary float).
 */

/** The field paths expressions read, as a tree of keys (`customer.country` → customer → country). */
export type PathTree = Map<string, PathTree>

export function pathTreeOf(expressions: readonly Expr[]): PathTree {
  const tree: PathTree = new Map()
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const expr = node as Expr
    if (expr.kind === 'field') {
      let level = tree
      for (const part of expr.path) {
        let next = level.get(part.key)
        if (!next) {
          next = new Map()
          level.set(part.key, next)
        }
        level = next
      }
      return
    }
    for (const [member, value] of Object.entries(node)) if (member !== 'range' && member !== 'nameRange') visit(value)
  }
  expressions.forEach(visit)
  return tree
}

const textTypes = new Set<number>([
  FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown, FieldType.Select, FieldType.Classifier,
])

/** One stored value (exact text from the database) as a runtime value. */
export function storedValue(field: FieldModel, raw: unknown, currency: unknown): Value {
  if (raw === null || raw === undefined) return null
  if (textTypes.has(field.FieldType)) return values.text(String(raw))
  switch (field.FieldType) {
    case FieldType.Integer:
      return values.integer(String(raw))
    case FieldType.Decimal:
      return values.decimal(String(raw))
    case FieldType.Money:
      return values.money(String(raw), String(currency ?? field.BaseCurrencyCode ?? '').trim() || (field.BaseCurrencyCode ?? ''))
    case FieldType.Boolean:
      return values.boolean(raw === true || raw === 't' || raw === 'true')
    case FieldType.Date:
      return values.date(String(raw))
    case FieldType.DateTime:
      return values.dateTime(Date.parse(String(raw)))
    case FieldType.Time:
      return { type: 'Time', value: String(raw) }
    case FieldType.Reference:
      return { type: 'Reference', id: String(raw) }
    default:
      return null
  }
}

interface Loaded {
  values: Map<string, Value>
  references: Map<string, RecordAccess | null>
  tables: Map<string, RecordAccess[]>
}

function accessOf(fields: Map<string, FieldModel>, loaded: Loaded): RecordAccess {
  return {
    kind: (key) => (fields.get(key)?.ChildTableId ? 'table' : fields.get(key)?.FieldType === FieldType.Reference && !fields.get(key)?.AllowMultiple ? 'reference' : 'value'),
    get: (key) => loaded.values.get(key) ?? null,
    follow: (key) => loaded.references.get(key) ?? null,
    rows: (key) => loaded.tables.get(key) ?? [],
  }
}

/** Record accesses for stored rows of `table`, keyed by row id. */
async function accessesFor(db: Db, schema: LoadedSchema, table: TableModel, rows: StoredValues[], tree: PathTree): Promise<Map<string, RecordAccess>> {
  const fields = new Map(table.Fields.filter((field) => !field.IsDeleted).map((field) => [field.Key, field]))
  const ids = rows.map((row) => row.id)
  const loaded = new Map<string, Loaded>(rows.map((row) => [row.id, { values: new Map(), references: new Map(), tables: new Map() }]))
  for (const [key, subtree] of tree) {
    const field = fields.get(key)
    if (!field) continue
    if (field.storage.column) {
      for (const row of rows) loaded.get(row.id)!.values.set(key, storedValue(field, row.values.get(key), row.currencies.get(key)))
    } else if (field.storage.sideTable) {
      const stored = await selectSideValues(db, qualified(field.storage.sideTable), ids)
      for (const row of rows) loaded.get(row.id)!.values.set(key, values.list([]))
      for (const item of stored) {
        const list = loaded.get(item.recordId)?.values.get(key)
        if (list && list.type === 'List') list.items.push(storedValue(field, item.value, null))
      }
    } else if (field.ChildTableId) {
      const child = schema.table(field.ChildTableId)
      if (!child) continue
      const childRows = ids.length > 0 ? await selectStoredValues(db, child, 'parent', ids, subtree) : []
      const accesses = await accessesFor(db, schema, child, childRows, subtree)
      for (const row of rows) loaded.get(row.id)!.tables.set(key, [])
      for (const childRow of childRows) loaded.get(String(childRow.parentId))?.tables.get(key)?.push(accesses.get(childRow.id)!)
    }
    if (field.FieldType === FieldType.Reference && subtree.size > 0 && field.storage.column && field.ReferenceToEntityDefinitionId) {
      const target = schema.models.get(field.ReferenceToEntityDefinitionId)?.primaryTable
      if (!target) continue
      const targetIds = [...new Set(rows.map((row) => row.values.get(key)).filter((id): id is string => typeof id === 'string'))]
      const targets = targetIds.length > 0 ? await accessesFor(db, schema, target, await selectStoredValues(db, target, 'id', targetIds, subtree), subtree) : new Map()
      for (const row of rows) {
        const id = row.values.get(key)
        loaded.get(row.id)!.references.set(key, typeof id === 'string' ? (targets.get(id) ?? null) : null)
      }
    }
  }
  return new Map(rows.map((row) => [row.id, accessOf(fields, loaded.get(row.id)!)]))
}

/** Loads the records `ids` of a table as the evaluator reads them, for the given expressions. */
export async function loadRecordAccesses(db: Db, schema: LoadedSchema, table: TableModel, ids: string[], expressions: readonly Expr[]): Promise<Map<string, RecordAccess>> {
  if (ids.length === 0) return new Map()
  const tree = pathTreeOf(expressions)
  return accessesFor(db, schema, table, await selectStoredValues(db, table, 'id', ids, tree), tree)
}
