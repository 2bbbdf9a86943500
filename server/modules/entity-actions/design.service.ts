import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { conflict, staleRowVersion } from '../../http/errors'
import { cachedRecordModel } from '../entities'
import { writeFunctionAudit } from '../functions'
import { deleteActionRow, findActionByKey, findActionRow, insertActionRow, listActionRows, updateActionRow, type ActionWrite, type StoredAction } from './actions.repo'
import { ActionCodes } from './codes'
import { actionNotFound, checkInput, definitionRequired, type CheckedInput } from './validation'

/**
 * Designing entity UI actions (Admin or Configurator): list, create, replace and delete, each change
 * checked, guarded by RowVersion and written to the function audit log with before and after.
 */

export type FunctionAction = ConfigSchemas['FunctionAction']
type CreateRequest = ConfigSchemas['FunctionActionCreateRequest']
type ReplaceRequest = ConfigSchemas['FunctionActionReplaceRequest']

async function toDto(db: Db, action: StoredAction): Promise<FunctionAction> {
  const definition = await cachedRecordModel(db, action.entityDefinitionName)
  return {
    Id: action.id,
    EntityDefinitionId: definition?.id ?? null,
    EntityDefinitionName: action.entityDefinitionName,
    EntityDefinitionDisplayName: definition?.displayNamePlural ?? action.entityDefinitionName,
    Key: action.key,
    Label: action.label,
    LabelTranslations: action.labelTranslations,
    Icon: action.icon,
    Placement: action.placement as FunctionAction['Placement'],
    ConfirmationText: action.confirmationText,
    SelectionMode: action.selectionMode as FunctionAction['SelectionMode'],
    MaxSelection: action.maxSelection,
    FunctionId: action.functionId,
    FunctionKey: action.functionKey,
    FunctionDisplayName: action.functionDisplayName,
    FunctionVersionId: action.functionVersionId,
    FunctionVersionNumber: action.functionVersionNumber,
    VisibilityCondition: action.visibilityCondition,
    IsEnabled: action.isEnabled,
    CreatedAt: action.createdAt,
    ModifiedAt: action.modifiedAt,
    RowVersion: action.rowVersion,
  }
}

/** What the audit log keeps of an action: every designed member, no ids of its own. */
const audited = (action: FunctionAction) => ({
  Entity: action.EntityDefinitionName,
  Key: action.Key,
  Label: action.Label,
  LabelTranslations: action.LabelTranslations,
  Icon: action.Icon,
  Placement: action.Placement,
  ConfirmationText: action.ConfirmationText,
  SelectionMode: action.SelectionMode,
  MaxSelection: action.MaxSelection,
  Function: action.FunctionKey,
  FunctionVersionNumber: action.FunctionVersionNumber,
  VisibilityCondition: action.VisibilityCondition,
  IsEnabled: action.IsEnabled,
})

export async function listActions(db: Db, entityDefinitionIdOrName: string | undefined): Promise<FunctionAction[]> {
  let name: string | null = null
  if (entityDefinitionIdOrName) name = (await cachedRecordModel(db, entityDefinitionIdOrName))?.name ?? entityDefinitionIdOrName
  return Promise.all((await listActionRows(db, name)).map((action) => toDto(db, action)))
}

export async function getAction(db: Db, id: string): Promise<FunctionAction> {
  const action = await findActionRow(db, id)
  if (!action) throw actionNotFound(id)
  return toDto(db, action)
}

const toWrite = (id: string, entityDefinitionName: string, input: CheckedInput): ActionWrite => ({
  id, entityDefinitionName, ...input, rowVersion: randomUUID(),
})

async function assertKeyFree(db: Db, entityDefinitionName: string, key: string, ownId: string | null): Promise<void> {
  const taken = await findActionByKey(db, entityDefinitionName, key)
  if (taken && taken.id !== ownId) throw conflict(ActionCodes.duplicateKey, `The entity "${entityDefinitionName}" already has an action "${key}".`, 'Key')
}

export async function createAction(db: Db, userId: string, request: CreateRequest, now: Date): Promise<FunctionAction> {
  const definition = definitionRequired(await cachedRecordModel(db, request.EntityDefinitionId), request.EntityDefinitionId)
  const input = await checkInput(db, definition, request)
  return db.transaction(async (tx) => {
    await assertKeyFree(tx, definition.name, input.key, null)
    const id = randomUUID()
    await insertActionRow(tx, toWrite(id, definition.name, input), userId, now)
    const created = await toDto(tx, (await findActionRow(tx, id))!)
    await writeFunctionAudit(tx, userId, 'ActionCreated', 'Action', id, { Name: `${definition.name}:${input.key}`, Previous: null, Current: audited(created) }, now)
    return created
  })
}

export async function replaceAction(db: Db, userId: string, id: string, request: ReplaceRequest, now: Date): Promise<FunctionAction> {
  const existing = await findActionRow(db, id)
  if (!existing) throw actionNotFound(id)
  const definition = definitionRequired(await cachedRecordModel(db, existing.entityDefinitionName), existing.entityDefinitionName)
  const input = await checkInput(db, definition, request)
  return db.transaction(async (tx) => {
    const current = await findActionRow(tx, id, { lock: true })
    if (!current) throw actionNotFound(id)
    const before = await toDto(tx, current)
    if (current.rowVersion !== request.RowVersion) throw staleRowVersion(before)
    await assertKeyFree(tx, current.entityDefinitionName, input.key, id)
    await updateActionRow(tx, toWrite(id, current.entityDefinitionName, input), userId, now)
    const after = await toDto(tx, (await findActionRow(tx, id))!)
    await writeFunctionAudit(tx, userId, 'ActionChanged', 'Action', id, { Name: `${current.entityDefinitionName}:${input.key}`, Previous: audited(before), Current: audited(after) }, now)
    return after
  })
}

export async function deleteAction(db: Db, userId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await findActionRow(tx, id, { lock: true })
    if (!current) throw actionNotFound(id)
    const before = await toDto(tx, current)
    if (current.rowVersion !== rowVersion) throw staleRowVersion(before)
    await deleteActionRow(tx, id)
    await writeFunctionAudit(tx, userId, 'ActionDeleted', 'Action', id, { Name: `${current.entityDefinitionName}:${current.key}`, Previous: audited(before), Current: null }, now)
    return id
  })
}
