import { canonicalJson } from '../tokens'
import type { YamlDefinition, YamlField, YamlTable } from './format'

/** What an import changes in one definition, as dotted paths with the value before and after. */

export interface DiffEntry {
  Path: string
  Before: unknown
  After: unknown
}

type Keyed<T> = Map<string, T>

const keyed = <T>(items: T[] | undefined, keyOf: (item: T) => string): Keyed<T> => new Map((items ?? []).map((item) => [keyOf(item).toLowerCase(), item]))
const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null)
/** An added or removed field in one line: its type and display name. */
const fieldSummary = (field: YamlField) => `${field.type} "${field.displayName}"`

function diffMembers(path: string, before: object | null, after: object | null, out: DiffEntry[]): void {
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  for (const member of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (!same(b[member], a[member])) out.push({ Path: `${path}${member}`, Before: b[member] ?? null, After: a[member] ?? null })
  }
}

function diffTable(path: string, before: YamlTable | undefined, after: YamlTable | undefined, out: DiffEntry[]): void {
  const oldFields = keyed(before?.fields, (field) => field.key)
  const newFields = keyed(after?.fields, (field) => field.key)
  for (const [key, field] of oldFields) if (!newFields.has(key)) out.push({ Path: `${path}fields.${field.key}`, Before: fieldSummary(field), After: null })
  for (const [key, field] of newFields) {
    const old = oldFields.get(key)
    if (!old) out.push({ Path: `${path}fields.${field.key}`, Before: null, After: fieldSummary(field) })
    else diffMembers(`${path}fields.${field.key}.`, old, field, out)
  }
  const order = (table: YamlTable | undefined) => (table?.fields ?? []).map((field) => field.key.toLowerCase())
  const common = (list: string[], other: Keyed<YamlField>) => list.filter((key) => other.has(key))
  if (!same(common(order(before), newFields), common(order(after), oldFields))) {
    out.push({ Path: `${path}fieldOrder`, Before: before?.fields.map((f) => f.key) ?? null, After: after?.fields.map((f) => f.key) ?? null })
  }
  for (const member of ['uniqueConstraints', 'indexes'] as const) {
    const toText = (table: YamlTable | undefined) => (table?.[member] ?? []).map((item) => item.fields.join(', '))
    if (!same(toText(before), toText(after))) out.push({ Path: `${path}${member}`, Before: toText(before), After: toText(after) })
  }
}

/**
 * The differences between `before` (null for a new definition) and `after`, both in their exported
 * form. Tables are matched by their owner field (the primary table has none), fields by key.
 */
export function diffDefinitions(before: YamlDefinition | null, after: YamlDefinition): DiffEntry[] {
  const out: DiffEntry[] = []
  const { tables: _oldTables, statements: _oldStatements, validationRules: _oldRules, ...oldBase } = before ?? ({} as Partial<YamlDefinition>)
  const { tables, statements, validationRules, ...newBase } = after
  diffMembers('', before ? oldBase : null, newBase, out)
  if (!before) {
    // Everything of a new definition is new: leave out the members it would have anyway.
    for (let i = out.length - 1; i >= 0; i--) {
      const value = out[i]!.After
      if (value === null || value === false || (Array.isArray(value) && value.length === 0)) out.splice(i, 1)
    }
  }
  const tableKey = (table: YamlTable) => table.ownerField ?? ''
  const oldTables = keyed(before?.tables, tableKey)
  const newTables = keyed(tables, tableKey)
  for (const [key, table] of newTables) diffTable(`tables.${table.name}.`, oldTables.get(key), table, out)
  for (const [key, table] of oldTables) if (!newTables.has(key)) diffTable(`tables.${table.name}.`, table, undefined, out)

  const oldStatements = keyed(before?.statements, (statement) => statement.name)
  for (const statement of statements ?? []) {
    const old = oldStatements.get(statement.name.toLowerCase())
    if (!old) out.push({ Path: `statements.${statement.name}`, Before: null, After: statement.expression })
    else diffMembers(`statements.${statement.name}.`, old, statement, out)
  }
  const oldRules = keyed(before?.validationRules, (rule) => rule.name)
  for (const rule of validationRules ?? []) {
    const old = oldRules.get(rule.name.toLowerCase())
    if (!old) out.push({ Path: `validationRules.${rule.name}`, Before: null, After: rule.expression })
    else diffMembers(`validationRules.${rule.name}.`, old, rule, out)
  }
  return out
}
