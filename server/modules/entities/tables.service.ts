import type { Db } from '../../db'
import { badRequest, notFound } from '../../http/errors'
import { findTableDefinitionId, touchDefinition, touchTable } from './definitions.repo'
import { EntityCode } from './errors'
import { setFieldSortOrderIfChanged } from './fields.repo'
import { assertWritable, requireModel } from './guards'
import { toTableDto } from './model'
import type { EntityTable } from './types'

/** Sets the field order of a table: FieldIds must list every field of the table exactly once. */
export async function setFieldOrder(db: Db, tableId: string, fieldIds: string[], now: Date): Promise<EntityTable> {
  return db.transaction(async (tx) => {
    const definitionId = await findTableDefinitionId(tx, tableId)
    if (!definitionId) throw notFound(`Table "${tableId}" does not exist.`, tableId)
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    const table = model.tables.find((item) => item.Id === tableId)!
    const current = table.Fields.map((field) => field.Id)
    const sameSet = fieldIds.length === current.length && new Set(fieldIds).size === fieldIds.length && fieldIds.every((id) => current.includes(id))
    if (!sameSet) throw badRequest(EntityCode.fieldOrderMismatch, 'FieldIds must list every field of the table exactly once.', 'FieldIds')
    for (const [index, fieldId] of fieldIds.entries()) await setFieldSortOrderIfChanged(tx, fieldId, index)
    await touchTable(tx, tableId)
    await touchDefinition(tx, model.definition.Id, now)
    const updated = await requireModel(tx, model.definition.Id)
    return toTableDto(updated.tables.find((item) => item.Id === tableId)!)
  })
}
