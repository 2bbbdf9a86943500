import type { Db } from '../../db'
import { notFound, staleRowVersion } from '../../http/errors'
import { recordCount } from './definitions.repo'
import { pendingDeletion } from './errors'
import { loadDefinitionModel, toTableDto, type DefinitionModel } from './model'
import type { EntityDefinitionDetail } from './types'

/** Shared checks of the entity schema services. */

export async function requireModel(db: Db, id: string): Promise<DefinitionModel> {
  const model = await loadDefinitionModel(db, id)
  if (!model) throw notFound(`Entity definition "${id}" does not exist.`, id)
  return model
}

/** The detail the contract answers: the definition with its lists, RowVersion and RecordCount. */
export async function toDetail(db: Db, model: DefinitionModel): Promise<EntityDefinitionDetail> {
  const { CreatedAt: _created, ModifiedAt: _modified, SchemaSource: _source, ...definition } = model.definition
  return {
    ...definition,
    Tables: model.tables.map(toTableDto),
    UniqueConstraints: model.uniqueConstraints,
    Indexes: model.indexes,
    Statements: model.statements,
    ValidationRules: model.validationRules,
    RecordCount: await recordCount(db, model.primaryTable.PhysicalTableName),
  }
}

export async function detailOf(db: Db, id: string): Promise<EntityDefinitionDetail> {
  return toDetail(db, await requireModel(db, id))
}

/** A definition pending deletion is frozen: every schema write (and record write) answers 409. */
export async function assertWritable(db: Db, model: DefinitionModel): Promise<void> {
  if (model.definition.IsPendingDeletion) throw pendingDeletion(await toDetail(db, model))
}

export async function assertDefinitionRowVersion(db: Db, model: DefinitionModel, rowVersion: string | undefined): Promise<void> {
  if (rowVersion !== undefined && rowVersion !== model.definition.RowVersion) throw staleRowVersion(await toDetail(db, model))
}
