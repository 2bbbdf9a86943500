import type { ConfigSchemas } from '../../http/contractOperations'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { EnvelopeError, badRequest, conflict, notFound, staleRowVersion } from '../../http/errors'
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
  const columns = fields.flatMap(columnsOf).map((column) => `t.${quoteIdent(column)}`)
  const groups = await db.query<{ vals: string; n: number }>(
    `SELECT concat_ws(' | ', ${columns.map((column) => `${column}::text`).join(', ')}) AS vals, count(*)::int AS n
     FROM ${table.qualifiedName} t WHERE ${columns.map((column) => `${column} IS NOT NULL`).join(' AND ')}
     GROUP BY ${columns.join(', ')} HAVING count(*) > 1 ORDER BY count(*) DESC, 1`,
  )
  if (groups.length === 0) return
  const records = groups.reduce((sum, group) => sum + group.n, 0)
  const sample = groups.slice(0, 10)
  throw new EnvelopeError(
    409,
    [
      entityIssue(
        EntityCode.uniqueViolation,
        `${records} records share values in ${groups.length} group(s), e.g. ${sample.map((group) => `"${group.vals}"`).slice(0, 3).join(', ')}.`,
        'FieldIds',
        { duplicateGroupCount: String(groups.length), duplicateRecordCount: String(records) },
      ),
    ],
    { DuplicateGroupCount: groups.length, DuplicateRecordCount: records, Samples: sample.map((group) => ({ Values: group.vals, RecordCount: group.n })) },
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
    await tx.query(
      `INSERT INTO entity_constraints (id, entity_definition_id, entity_definition_table_id, kind, index_name, created_at, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, definitionId, table.Id, kind, indexName, now, randomUUID()],
    )
    for (const [position, field] of fields.entries()) {
      await tx.query('INSERT INTO entity_constraint_fields (constraint_id, field_id, position) VALUES ($1, $2, $3)', [id, field.Id, position])
    }
    await createIndex(tx, table.PhysicalTableName, indexName, fields.flatMap(columnsOf), kind === 'unique')
    await touchDefinition(tx, definitionId, now)
    return listOf(await requireModel(tx, definitionId), kind).find((item) => item.Id === id)!
  })
}

export async function deleteConstraint(db: Db, id: string, kind: ConstraintKind, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ entity_definition_id: string; index_name: string }>(
      'SELECT entity_definition_id, index_name FROM entity_constraints WHERE id = $1 AND kind = $2',
      [id, kind],
    )
    if (!row) throw notFound(`${kind === 'unique' ? 'Unique constraint' : 'Index'} "${id}" does not exist.`, id)
    const model = await requireModel(tx, row.entity_definition_id)
    await assertWritable(tx, model)
    const current = listOf(model, kind).find((item) => item.Id === id)!
    if (rowVersion !== undefined && rowVersion !== current.RowVersion) throw staleRowVersion(current)
    await dropIndex(tx, row.index_name)
    await tx.query('DELETE FROM entity_constraints WHERE id = $1', [id])
    await touchDefinition(tx, model.definition.Id, now)
    return id
  })
}

/** Drops every constraint and index that includes the field (before the field goes). */
export async function dropConstraintsOfField(db: Db, model: DefinitionModel, fieldId: string): Promise<void> {
  const rows = await db.query<{ id: string; index_name: string }>(
    `SELECT c.id, c.index_name FROM entity_constraints c JOIN entity_constraint_fields cf ON cf.constraint_id = c.id
     WHERE c.entity_definition_id = $1 AND cf.field_id = $2`,
    [model.definition.Id, fieldId],
  )
  for (const row of rows) {
    await dropIndex(db, row.index_name)
    await db.query('DELETE FROM entity_constraints WHERE id = $1', [row.id])
  }
}
