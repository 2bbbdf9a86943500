import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import { boundFunction, checkedTarget, createBinding, deleteBinding, getBinding, listBindings, replaceBinding, type BindingKind } from '../configuredBindings'
import { definitionOf, type BoundDefinition } from '../entityDefinitions'
import {
  deleteTriggerBindingRow,
  findTriggerBindingRow,
  insertTriggerBindingRow,
  listTriggerBindingRows,
  updateTriggerBindingRow,
  type StoredTriggerBinding,
  type TriggerBindingWrite,
} from './triggerBindings.repo'

/** Trigger bindings: a function (version) run when records of an entity are created, changed, archived, restored or deleted; every change audited. */

export type FunctionTriggerBinding = ConfigSchemas['FunctionTriggerBinding']
type CreateInput = ConfigSchemas['FunctionTriggerBindingCreateRequest']
type UpdateInput = ConfigSchemas['FunctionTriggerBindingUpdateRequest']

/** A binding with the definition it names, as far as it exists (a binding may name one before it does). */
type ResolvedBinding = StoredTriggerBinding & { definition: BoundDefinition | null }

const resolved = async (db: Db, row: StoredTriggerBinding | null): Promise<ResolvedBinding | null> =>
  row ? { ...row, definition: await definitionOf(db, row.entityDefinitionName) } : null

const triggerBindings: BindingKind<ResolvedBinding, TriggerBindingWrite, FunctionTriggerBinding> = {
  kind: 'TriggerBinding',
  missing: (id) => `Trigger binding "${id}" does not exist.`,
  keyTaken: (key) => `A trigger binding with the key "${key}" exists.`,
  find: async (db, where, value, options) => resolved(db, await findTriggerBindingRow(db, where, value, options)),
  list: async (db) => Promise.all((await listTriggerBindingRows(db)).map(async (row) => (await resolved(db, row))!)),
  insert: insertTriggerBindingRow,
  update: updateTriggerBindingRow,
  remove: deleteTriggerBindingRow,
  answer: (row, names) => ({
    Id: row.id,
    Key: row.key,
    Description: row.description,
    EntityDefinitionId: row.definition?.Id ?? null,
    EntityDefinitionName: row.entityDefinitionName,
    EntityDefinitionDisplayName: row.definition?.DisplayNamePlural ?? row.entityDefinitionName,
    Operation: row.operation as FunctionTriggerBinding['Operation'],
    ...boundFunction(names, row.functionId, row.functionVersionId),
    IsEnabled: row.isEnabled,
    CreatedAt: row.createdAt,
    ModifiedAt: row.modifiedAt,
    ModifiedByUserId: row.modifiedByUserId,
    RowVersion: row.rowVersion,
  }),
  audited: (row) => ({
    Key: row.key, EntityDefinitionName: row.entityDefinitionName, Operation: row.operation,
    FunctionId: row.functionId, FunctionVersionId: row.functionVersionId, IsEnabled: row.isEnabled,
  }),
}

export const listTriggerBindings = (db: Db) => listBindings(triggerBindings, db)
export const getTriggerBinding = (db: Db, id: string) => getBinding(triggerBindings, db, id)

async function checkedWrite(db: Db, id: string, userId: string, input: CreateInput): Promise<TriggerBindingWrite> {
  const definition = await definitionOf(db, input.EntityDefinitionId.trim())
  if (!definition) throw badRequest('workspace.validation.invalid', `There is no entity "${input.EntityDefinitionId}".`, 'EntityDefinitionId')
  return {
    id,
    key: input.Key,
    description: input.Description?.trim() ? input.Description.trim() : null,
    entityDefinitionName: definition.Name,
    operation: input.Operation,
    functionId: input.FunctionId,
    functionVersionId: await checkedTarget(db, input.FunctionId, input.FunctionVersionId),
    isEnabled: input.IsEnabled ?? true,
    rowVersion: randomUUID(),
    modifiedByUserId: userId,
  }
}

export function createTriggerBinding(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionTriggerBinding> {
  const id = randomUUID()
  return createBinding(triggerBindings, db, userId, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function updateTriggerBinding(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionTriggerBinding> {
  return replaceBinding(triggerBindings, db, userId, id, input.RowVersion, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function deleteTriggerBinding(db: Db, userId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return deleteBinding(triggerBindings, db, userId, id, rowVersion, now)
}
