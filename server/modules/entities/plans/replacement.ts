import type { Db } from '../../../db'
import { applyBase, resolveBase, type ResolvedBase } from '../definitions.service'
import { setFieldSortOrder } from '../fields.repo'
import { applyFieldDelete, applyFieldUpdate, insertFieldIn } from '../fields.service'
import { specFromCreate, validateSpec, type FieldSpec } from '../fieldTypes/spec'
import { requireModel } from '../guards'
import type { DefinitionModel, FieldModel, TableModel } from '../model'
import { FieldType, type FieldCreateInput, type SchemaDependent } from '../types'
import { baseProbes } from './basePlan'
import { fieldDeleteDependents } from './dependents'
import { assemblePlan, type PlannedChange } from './fieldPlan'
import { dropFieldProbe, updateProbes, type ChangeProbe } from './probes'

/**
 * Replacing a whole definition (e.g. a YAML import over an existing one): the same plan as the
 * single-field and base changes would give, summed up, bound to the definition's RowVersion.
 */

/** A field as the replacement wants it; Table fields list their child fields. */
export interface DesiredField extends Omit<FieldCreateInput, 'CreatePairedField'> {
  Fields?: DesiredField[]
}

export interface DesiredDefinition {
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description?: string | null
  IsReadOnly?: boolean
  DisabledOperations?: number
  /** Fields of the primary table, in order. */
  Fields: DesiredField[]
}

interface TableDiff {
  table: TableModel
  removed: FieldModel[]
  /** Same key, other type: dropped and created anew. */
  retyped: Array<{ field: FieldModel; desired: DesiredField }>
  changed: Array<{ field: FieldModel; spec: FieldSpec; desired: DesiredField }>
  added: DesiredField[]
  order: string[]
  children: Array<{ desired: DesiredField; diff: TableDiff | null }>
}

const byKey = (key: string) => key.toLowerCase()

function resolvedBase(model: DefinitionModel, desired: DesiredDefinition): ResolvedBase {
  return resolveBase(model, { ...desired, RowVersion: model.definition.RowVersion })
}

async function diffTable(db: Db, model: DefinitionModel, table: TableModel, desired: DesiredField[]): Promise<TableDiff> {
  const wanted = new Map(desired.map((field) => [byKey(field.Key), field]))
  const diff: TableDiff = { table, removed: [], retyped: [], changed: [], added: [], order: desired.map((field) => field.Key), children: [] }
  for (const field of table.Fields) {
    const target = wanted.get(byKey(field.Key))
    if (!target) diff.removed.push(field)
    else if (target.FieldType !== field.FieldType) diff.retyped.push({ field, desired: target })
    else {
      const { Fields: _children, ...input } = target
      const spec = await validateSpec(db, specFromCreate(input), { model, table, fieldId: field.Id, deferConditions: true })
      diff.changed.push({ field, spec, desired: target })
    }
  }
  const existing = new Set(table.Fields.map((field) => byKey(field.Key)))
  diff.added = desired.filter((field) => !existing.has(byKey(field.Key)))
  for (const { field, desired: target } of diff.changed) {
    if (field.FieldType !== FieldType.Table) continue
    const child = model.tables.find((item) => item.Id === field.ChildTableId)
    diff.children.push({ desired: target, diff: child ? await diffTable(db, model, child, target.Fields ?? []) : null })
  }
  return diff
}

async function collect(db: Db, model: DefinitionModel, diff: TableDiff, probes: ChangeProbe[], dependents: SchemaDependent[]): Promise<void> {
  for (const field of [...diff.removed, ...diff.retyped.map((item) => item.field)]) {
    probes.push(dropFieldProbe(model, diff.table, field))
    dependents.push(...(await fieldDeleteDependents(db, model, field)))
  }
  for (const { field, spec } of diff.changed) probes.push(...updateProbes(diff.table, field, spec))
  for (const child of diff.children) if (child.diff) await collect(db, model, child.diff, probes, dependents)
}

/** The plan (and token binding) of replacing `current` with `desired`; nothing is changed. */
export async function planDefinitionReplacement(db: Db, current: DefinitionModel, desired: DesiredDefinition, now: Date): Promise<PlannedChange> {
  const diff = await diffTable(db, current, current.primaryTable, desired.Fields)
  const probes: ChangeProbe[] = baseProbes(current, resolvedBase(current, desired))
  const dependents: SchemaDependent[] = []
  await collect(db, current, diff, probes, dependents)
  const unique = [...new Map(dependents.map((item) => [`${item.Kind}:${item.Id}`, item])).values()]
  const binding = { target: current.definition.Id, change: { op: 'replace', desired }, rowVersions: [current.definition.RowVersion] }
  return assemblePlan(db, probes, unique, binding, current.definition.RowVersion, now, true)
}

/**
 * Applies a replacement whose plan the caller has confirmed (or that is not destructive), inside the
 * caller's transaction: base members, removed, retyped, changed and new fields, then the field order.
 */
export async function applyDefinitionReplacement(db: Db, definitionId: string, desired: DesiredDefinition, now: Date): Promise<void> {
  const model = await requireModel(db, definitionId)
  await applyBase(db, definitionId, resolvedBase(model, desired), now)
  await applyTable(db, definitionId, model.primaryTable.Id, desired.Fields, now)
}

async function applyTable(db: Db, definitionId: string, tableId: string, desired: DesiredField[], now: Date): Promise<void> {
  const load = async () => {
    const model = await requireModel(db, definitionId)
    return { model, table: model.tables.find((item) => item.Id === tableId)! }
  }
  let { model, table } = await load()
  const diff = await diffTable(db, model, table, desired)
  for (const field of [...diff.removed, ...diff.retyped.map((item) => item.field)]) {
    ;({ model, table } = await load())
    const fresh = model.fieldsById.get(field.Id)
    if (fresh) await applyFieldDelete(db, { model, table, field: fresh }, now)
  }
  for (const { field, spec } of diff.changed) {
    ;({ model, table } = await load())
    await applyFieldUpdate(db, { model, table, field: model.fieldsById.get(field.Id)! }, spec, now)
  }
  for (const target of [...diff.retyped.map((item) => item.desired), ...diff.added]) {
    ;({ model, table } = await load())
    const { Fields: children, ...input } = target
    const spec = await validateSpec(db, specFromCreate(input), { model, table, fieldId: null, deferConditions: true })
    const id = await insertFieldIn(db, model, table, spec, now)
    if (spec.FieldType === FieldType.Table && children?.length) {
      const created = (await requireModel(db, definitionId)).fieldsById.get(id)!
      await applyTable(db, definitionId, created.ChildTableId!, children, now)
    }
  }
  for (const { desired: target } of diff.children) {
    ;({ model, table } = await load())
    const field = table.Fields.find((item) => byKey(item.Key) === byKey(target.Key))
    if (field?.ChildTableId) await applyTable(db, definitionId, field.ChildTableId, target.Fields ?? [], now)
  }
  ;({ table } = await load())
  const order = desired.map((item) => table.Fields.find((field) => byKey(field.Key) === byKey(item.Key))?.Id).filter((id): id is string => !!id)
  for (const [index, fieldId] of order.entries()) await setFieldSortOrder(db, fieldId, index)
}
