import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, notFound, staleRowVersion } from '../../http/errors'
import { deleteTableRow, findTableDefinitionId, insertTable, touchDefinition } from './definitions.repo'
import { EntityCode, protectedShape } from './errors'
import { applyKeyRewrites, keyRewrites, ownConditionsRenamed } from './expressions/keyRename'
import { mergeSpec, specFromCreate, specFromField, validateSpec, type FieldSpec } from './fieldTypes/spec'
import {
  clearScopesOf, deleteFieldRow, findFieldLocation, insertField, nextSortOrder, setChildTableId, setPairedField, updateFieldRow,
} from './fields.repo'
import { assertWritable, requireModel } from './guards'
import { toFieldDto, type DefinitionModel, type FieldModel, type TableModel } from './model'
import { confirmChange } from './plans/confirm'
import { planFieldDelete, planFieldUpdate } from './plans/fieldPlan'
import { stopInheritingAlong } from './security/securityAdmin.service'
import { dropConstraintsOfField } from './constraints.service'
import { alterFieldStorage } from './storage/alter'
import { addFieldStorage, checkIdentifier, createChildTable, dropFieldStorage, dropTable } from './storage/ddl'
import { unpairAllFrom, unpairFrom } from './references.repo'
import { childTableName, dataSchema } from './storage/names'
import { FieldType, type EntityField, type FieldCreateInput, type FieldUpdateInput, type SchemaChangePlan } from './types'

/** Field definitions: create, update and delete with their physical storage. */

/** Members of a protected field that administrators may still change. */
const editableOnProtected = new Set<keyof FieldSpec>([
  'DisplayName',
  'VisibleWhen',
  'RequiredWhen',
  'EditableWhen',
  'VisibleWhenOperationMode',
  'RequiredWhenOperationMode',
  'EditableWhenOperationMode',
])

export interface FieldContext {
  model: DefinitionModel
  table: TableModel
  field: FieldModel
}

export async function requireField(db: Db, fieldId: string): Promise<FieldContext> {
  const location = await findFieldLocation(db, fieldId)
  if (!location) throw notFound(`Field "${fieldId}" does not exist.`, fieldId)
  const model = await requireModel(db, location.definitionId)
  const field = model.fieldsById.get(fieldId)!
  const table = model.tables.find((item) => item.Id === field.EntityDefinitionTableId)!
  return { model, table, field }
}

export async function getField(db: Db, fieldId: string): Promise<EntityField> {
  return toFieldDto((await requireField(db, fieldId)).field)
}

async function requireTable(db: Db, tableId: string): Promise<{ model: DefinitionModel; table: TableModel }> {
  const definitionId = await findTableDefinitionId(db, tableId)
  if (!definitionId) throw notFound(`Table "${tableId}" does not exist.`, tableId)
  const model = await requireModel(db, definitionId)
  return { model, table: model.tables.find((item) => item.Id === tableId)! }
}

export async function createField(db: Db, tableId: string, input: FieldCreateInput, now: Date): Promise<EntityField> {
  return db.transaction(async (tx) => {
    const { model, table } = await requireTable(tx, tableId)
    await assertWritable(tx, model)
    const paired = input.CreatePairedField ?? null
    if (paired && input.FieldType !== FieldType.Reference) {
      throw badRequest(EntityCode.memberNotApplicable, 'CreatePairedField applies only to Reference fields.', 'CreatePairedField')
    }
    if (paired && input.PairedReferenceFieldId) {
      throw badRequest(EntityCode.invalidPairedField, 'Give either PairedReferenceFieldId or CreatePairedField, not both.', 'CreatePairedField')
    }
    const spec = await validateSpec(tx, specFromCreate(input), { model, table, fieldId: null })
    const id = await insertFieldIn(tx, model, table, spec, now)
    if (paired) await createPairedField(tx, model, id, spec, paired, now)
    return getField(tx, id)
  })
}

/** Inserts a validated field with its storage (a child table for Table fields); answers its id. */
export async function insertFieldIn(db: Db, model: DefinitionModel, table: TableModel, spec: FieldSpec, now: Date): Promise<string> {
  const id = randomUUID()
  const column = await addFieldStorage(db, table.PhysicalTableName, spec)
  await insertField(
    db,
    { id, definitionId: model.definition.Id, tableId: table.Id, fieldType: spec.FieldType, columnName: column, sortOrder: await nextSortOrder(db, table.Id) },
    spec,
    now,
  )
  if (spec.FieldType === FieldType.Table) {
    const childTable = childTableName(table.PhysicalTableName, spec.Key)
    checkIdentifier(childTable, 'Key')
    await createChildTable(db, childTable, table.PhysicalTableName, 'Key')
    const childId = randomUUID()
    await insertTable(db, { id: childId, definitionId: model.definition.Id, name: spec.Key, physicalTableName: childTable, isPrimary: false, ownerFieldId: id }, dataSchema, now)
    await setChildTableId(db, id, childId)
  }
  if (spec.PairedReferenceFieldId) await setPairedField(db, spec.PairedReferenceFieldId, id, now)
  await touchDefinition(db, model.definition.Id, now)
  return id
}

/** The inverse reference on the target's primary table, paired with the new field. */
async function createPairedField(
  db: Db,
  model: DefinitionModel,
  fieldId: string,
  spec: FieldSpec,
  request: { Key: string; DisplayName: string },
  now: Date,
): Promise<void> {
  const target = await requireModel(db, spec.ReferenceToEntityDefinitionId!)
  await assertWritable(db, target)
  const inverse = specFromCreate({
    Key: request.Key,
    DisplayName: request.DisplayName,
    FieldType: FieldType.Reference,
    ReferenceToEntityDefinitionId: model.definition.Id,
    PairedReferenceFieldId: fieldId,
  })
  try {
    const validated = await validateSpec(db, inverse, { model: target, table: target.primaryTable, fieldId: null })
    await insertFieldIn(db, target, target.primaryTable, validated, now)
  } catch (error) {
    // Issues of the paired field name its members under CreatePairedField.
    const issues = (error as { issues?: Array<{ Field?: string }> }).issues
    for (const item of issues ?? []) {
      if (item.Field === 'Key' || item.Field === 'DisplayName') item.Field = `CreatePairedField.${item.Field}`
    }
    throw error
  }
}

function assertShapeKept(context: FieldContext, spec: FieldSpec): void {
  if (!context.field.IsProtected) return
  const current = specFromField(context.field)
  for (const member of Object.keys(current) as Array<keyof FieldSpec>) {
    if (editableOnProtected.has(member)) continue
    if (JSON.stringify(current[member]) !== JSON.stringify(spec[member])) throw protectedShape(member, toFieldDto(context.field))
  }
}

/** The update resolved and validated against the current field. */
async function desiredSpec(db: Db, context: FieldContext, input: FieldUpdateInput): Promise<FieldSpec> {
  if (input.RowVersion !== context.field.RowVersion) throw staleRowVersion(toFieldDto(context.field))
  const { RowVersion: _rowVersion, SchemaChangeConfirmationToken: _token, ...members } = input
  const merged = mergeSpec(specFromField(context.field), members)
  // Its own conditions follow a new key, whichever key they name (the others are rewritten on save).
  const renamed = merged.Key === context.field.Key ? merged : await ownConditionsRenamed(db, context.model, context.field, merged)
  const spec = await validateSpec(db, renamed, {
    model: context.model,
    table: context.table,
    fieldId: context.field.Id,
  })
  assertShapeKept(context, spec)
  return spec
}

export async function planFieldChange(
  db: Db,
  fieldId: string,
  change: { Change: number; Update?: FieldUpdateInput | null },
  now: Date,
): Promise<SchemaChangePlan> {
  return db.transaction(async (tx) => {
    const context = await requireField(tx, fieldId)
    await assertWritable(tx, context.model)
    if (change.Change === 1) {
      if (context.field.IsProtected) throw protectedShape('existence', toFieldDto(context.field))
      return (await planFieldDelete(tx, context.model, context.field, now)).plan
    }
    if (!change.Update) throw badRequest('workspace.validation.required', 'Update is required when Change is Update.', 'Update')
    const spec = await desiredSpec(tx, context, change.Update)
    return (await planFieldUpdate(tx, context.model, context.field, spec, now)).plan
  })
}

export async function updateField(db: Db, fieldId: string, input: FieldUpdateInput, now: Date): Promise<EntityField> {
  return db.transaction(async (tx) => {
    const context = await requireField(tx, fieldId)
    await assertWritable(tx, context.model)
    const spec = await desiredSpec(tx, context, input)
    const planned = await planFieldUpdate(tx, context.model, context.field, spec, now)
    await confirmChange(tx, planned.plan, planned.binding, input.SchemaChangeConfirmationToken, now, { current: toFieldDto(context.field) })
    // A new key: the expressions naming the old one are rewritten with it, not left broken.
    const rewrites = spec.Key === context.field.Key ? [] : await keyRewrites(tx, context.model, context.field, spec.Key)
    await applyFieldUpdate(tx, context, spec, now)
    await applyKeyRewrites(tx, rewrites, now)
    return getField(tx, fieldId)
  })
}

/** Writes a validated (and, when destructive, confirmed) field update with its storage changes. */
export async function applyFieldUpdate(db: Db, context: FieldContext, spec: FieldSpec, now: Date): Promise<void> {
  const { field, table, model } = context
  const column = await alterFieldStorage(db, table, field, spec)
  await updateFieldRow(db, field.Id, spec, column, now)
  if (field.PairedReferenceFieldId !== spec.PairedReferenceFieldId) {
    if (field.PairedReferenceFieldId) await unpairFrom(db, field.PairedReferenceFieldId, field.Id)
    if (spec.PairedReferenceFieldId) await setPairedField(db, spec.PairedReferenceFieldId, field.Id, now)
  }
  await touchDefinition(db, model.definition.Id, now)
}

export async function deleteField(db: Db, fieldId: string, token: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const context = await requireField(tx, fieldId)
    await assertWritable(tx, context.model)
    if (context.field.IsProtected) throw protectedShape('existence', toFieldDto(context.field))
    const planned = await planFieldDelete(tx, context.model, context.field, now)
    await confirmChange(tx, planned.plan, planned.binding, token, now, { current: toFieldDto(context.field), dependentsConflict: true })
    await applyFieldDelete(tx, context, now)
    return fieldId
  })
}

/** Removes a field permanently with its storage, its constraints and indexes, and unpairs its partner. */
export async function applyFieldDelete(db: Db, context: FieldContext, now: Date): Promise<void> {
  const { model, table, field } = context
  await dropConstraintsOfField(db, model, field.Id)
  if (field.FieldType === FieldType.Table) {
    const child = model.tables.find((item) => item.Id === field.ChildTableId)
    if (child) {
      for (const childField of child.Fields) {
        await dropConstraintsOfField(db, model, childField.Id)
        if (childField.storage.sideTable) await dropTable(db, childField.storage.sideTable)
      }
      await dropTable(db, child.PhysicalTableName)
      await deleteTableRow(db, child.Id)
    }
  }
  await dropFieldStorage(db, table.PhysicalTableName, field)
  await unpairAllFrom(db, field.Id)
  await clearScopesOf(db, field.Id)
  await stopInheritingAlong(db, field.Id, now)
  await deleteFieldRow(db, field.Id)
  await touchDefinition(db, model.definition.Id, now)
}
