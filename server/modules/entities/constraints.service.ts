import type { ConfigSchemas } from '../../http/contractOperations'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { EnvelopeError, badRequest, conflict, notFound, staleRowVersion } from '../../http/errors'
import { constraintsWithField, deleteConstraintRow, duplicateValueGroups, findConstraint, insertConstraint } from './constraints.repo'
import { touchDefinition } from './definitions.repo'
import { EntityCode, entityIssue } from './errors'
import { ruleOf } from './fieldTypes/catalog'
import { assertWritable, requireModel } from './guards'
import type { DefinitionModel, FieldModel, TableModel } from './model'
import { createIndex, dropIndex } from './storage/ddl'
import { quoteIdent } from './storage/names'
import type { EntityConstraint } from './types'

/** Unique constraints and indexes: metadata plus a real PostgreSQL index over the field columns. */

export type ConstraintKind = 'unique' | 'index'

export type ConstraintInput = ConfigSchemas['EntityConstraintCreateRequest']

const listOf = (model: DefinitionModel, kind: ConstraintKind) => (kind === 'unique' ? model.uniqueConstraints : model.indexes)

export async function listConstraints(db: Db, definitionId: string, kind: ConstraintKind): Promise<EntityConstraint[]> {
  return listOf(await requireModel(db, definitionId), kind)
}

function columnsOf(field: FieldModel): string[] {
  return [field.storage.column, field.storage.currencyColumn].filter((column): column is string => column !== null)
}

function checkFields(table: TableModel, fieldIds: string[]): FieldModel[] {
  if (new Set(fieldIds).size !== fieldIds.length) throw badRequest(EntityCode.invalid, 'A field appears twice.', 'FieldIds')
  return fieldIds.map((fieldId, index) => {
    const field = table.Fields.find((item) => item.Id === fieldId)
    if (!field) throw badRequest(EntityCode.invalid, 'The field is not a field of the chosen table.', `FieldIds[${index}]`)
    if (!ruleOf(field.FieldType)?.indexable || field.AllowMultiple || !field.storage.column) {
      throw badRequest(EntityCode.fieldNotIndexable, `The field "${field.Key}" cannot be part of a constraint or index.`, `FieldIds[${index}]`)
    }
    return field
  })
}

/** Refuses a unique constraint over data that already has duplicates, counting them. */
async function assertNoDuplicates(db: Db, table: TableModel, fields: FieldModel[]): Promise<void> {
  const groups = await duplicateValueGroups(db, table.qualifiedName, fields.flatMap(columnsOf).map(quoteIdent))
  if (groups.length === 0) return
  const records = groups.reduce((sum, group) => sum + group.count, 0)
  const sample = groups.slice(0, 10)
  throw new EnvelopeError(
    409,
    [
      entityIssue(
        EntityCode.uniqueViolation,
        `${records} records share values in ${groups.length} group(s), e.g. ${sample.map((group) => `"${group.values}"`).slice(0, 3).join(', ')}.`,
        'FieldIds',
        { duplicateGroupCount: String(groups.length), duplicateRecordCount: String(records) },
      ),
    ],
    { DuplicateGroupCount: groups.length, DuplicateRecordCount: records, Samples: sample.map((group) => ({ Values: group.values, RecordCount: group.count })) },
  )
}

export async function createConstraint(db: Db, definitionId: string, kind: ConstraintKind, input: ConstraintInput, now: Date): Promise<EntityConstraint> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    const table = model.tables.find((item) => item.Id === input.EntityDefinitionTableId)
    if (!table) throw badRequest(EntityCode.invalid, 'The table is not a table of this definition.', 'EntityDefinitionTableId')
    const fields = checkFields(table, input.FieldIds)
    const sameFields = listOf(model, kind).find(
      (item) => item.EntityDefinitionTableId === table.Id && item.Fields.map((field) => field.Id).join() === input.FieldIds.join(),
    )
    if (sameFields) throw conflict(EntityCode.duplicateConstraint, `A ${kind === 'unique' ? 'unique constraint' : 'index'} over these fields exists.`, 'FieldIds', sameFields)
    if (kind === 'unique') await assertNoDuplicates(tx, table, fields)

    const id = randomUUID()
    const indexName = `${kind === 'unique' ? 'ux' : 'ix'}_${randomBytes(8).toString('hex')}`
    await insertConstraint(tx, { id, definitionId, tableId: table.Id, kind, indexName }, fields.map((field) => field.Id), now)
    await createIndex(tx, table.PhysicalTableName, indexName, fields.flatMap(columnsOf), kind === 'unique')
    await touchDefinition(tx, definitionId, now)
    return listOf(await requireModel(tx, definitionId), kind).find((item) => item.Id === id)!
  })
}

export async function deleteConstraint(db: Db, id: string, kind: ConstraintKind, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findConstraint(tx, id, kind)
    if (!row) throw notFound(`${kind === 'unique' ? 'Unique constraint' : 'Index'} "${id}" does not exist.`, id)
    const model = await requireModel(tx, row.definitionId)
    await assertWritable(tx, model)
    const current = listOf(model, kind).find((item) => item.Id === id)!
    if (rowVersion !== undefined && rowVersion !== current.RowVersion) throw staleRowVersion(current)
    await dropIndex(tx, row.indexName)
    await deleteConstraintRow(tx, id)
    await touchDefinition(tx, model.definition.Id, now)
    return id
  })
}

/** Drops every constraint and index that includes the field (before the field goes). */
export async function dropConstraintsOfField(db: Db, model: DefinitionModel, fieldId: string): Promise<void> {
  for (const row of await constraintsWithField(db, model.definition.Id, fieldId)) {
    await dropIndex(db, row.indexName)
    await deleteConstraintRow(db, row.id)
  }
}
