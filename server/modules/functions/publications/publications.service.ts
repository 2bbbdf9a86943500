import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { writeFunctionAudit } from '../audit.repo'
import { findFunctionVersion, findStoredFunction, listStoredFunctions, listFunctionVersions } from '../catalog.repo'
import { checkedPermission } from '../catalogEdits'
import { FunctionCodes } from '../model'
import { compileInputSchema } from './inputSchema'
import { deletePublicationRow, findPublicationRow, insertPublicationRow, listPublicationRows, updatePublicationRow, type PublicationWrite, type StoredPublication } from './publications.repo'

/** API publications: a function version published as a runtime command or for enqueue; every change audited. */

export type FunctionPublication = ConfigSchemas['FunctionPublication']
type CreateInput = ConfigSchemas['FunctionPublicationCreateRequest']
type UpdateInput = ConfigSchemas['FunctionPublicationUpdateRequest']

export const PublicationKind = { Command: 0, Enqueue: 1, Both: 2 } as const
export const DeduplicationMode = { None: 0, CallerKey: 1, ArgumentMembers: 2 } as const

const RUNTIME = '/api/workspace/functions'
/** Where callers invoke the publication: its command path, its enqueue path, or both (`{commands,enqueue}`). */
export const runtimePathOf = (key: string, kind: number) =>
  `${RUNTIME}/${key}/${kind === PublicationKind.Command ? 'commands' : kind === PublicationKind.Enqueue ? 'enqueue' : '{commands,enqueue}'}`
/** Whether a publication of `kind` answers calls of `wanted` (Command or Enqueue). */
export const answers = (kind: number, wanted: number) => kind === wanted || kind === PublicationKind.Both

interface Names { functions: Map<string, { key: string; displayName: string }>; versions: Map<string, number> }

async function namesOf(db: Db): Promise<Names> {
  const functions = new Map((await listStoredFunctions(db)).map((fn) => [fn.id, { key: fn.key, displayName: fn.displayName }]))
  const versions = new Map((await listFunctionVersions(db)).map((version) => [version.id, version.versionNumber]))
  return { functions, versions }
}

function toPublication(row: StoredPublication, names: Names): FunctionPublication {
  const fn = names.functions.get(row.functionId)
  return {
    Id: row.id,
    Key: row.key,
    Description: row.description,
    FunctionId: row.functionId,
    FunctionKey: fn?.key ?? row.functionId,
    FunctionDisplayName: fn?.displayName ?? row.functionId,
    FunctionVersionId: row.functionVersionId,
    FunctionVersionNumber: row.functionVersionId ? (names.versions.get(row.functionVersionId) ?? null) : null,
    Kind: row.kind as FunctionPublication['Kind'],
    RequiredPermission: row.requiredPermission,
    InputSchema: row.inputSchema,
    DeduplicationMode: row.deduplicationMode as FunctionPublication['DeduplicationMode'],
    DeduplicationMembers: row.deduplicationMembers,
    IsEnabled: row.isEnabled,
    RuntimePath: runtimePathOf(row.key, row.kind),
    CreatedAt: row.createdAt,
    ModifiedAt: row.modifiedAt,
    ModifiedByUserId: row.modifiedByUserId,
    RowVersion: row.rowVersion,
  }
}

export async function listPublications(db: Db): Promise<FunctionPublication[]> {
  const names = await namesOf(db)
  return (await listPublicationRows(db)).map((row) => toPublication(row, names))
}

async function requireRow(db: Db, id: string, lock = false): Promise<StoredPublication> {
  const row = await findPublicationRow(db, 'id', id, { lock })
  if (!row) throw notFound(`Publication "${id}" does not exist.`, id)
  return row
}

export async function getPublication(db: Db, id: string): Promise<FunctionPublication> {
  return toPublication(await requireRow(db, id), await namesOf(db))
}

/** The function and version a binding names, checked: 400 naming the member when either is unknown. */
export async function checkedTarget(db: Db, functionId: string, versionId: string | null | undefined): Promise<string | null> {
  if (!(await findStoredFunction(db, 'id', functionId))) throw badRequest(FunctionCodes.unknownFunction, `There is no function "${functionId}".`, 'FunctionId')
  if (!versionId) return null
  const version = await findFunctionVersion(db, versionId)
  if (!version || version.functionId !== functionId) throw badRequest(FunctionCodes.unknownVersion, 'The version does not belong to the function.', 'FunctionVersionId')
  return versionId
}

async function checkedWrite(db: Db, id: string, userId: string, input: CreateInput): Promise<PublicationWrite> {
  const permission = checkedPermission(input.RequiredPermission, 'RequiredPermission')
  if (!permission) throw badRequest('workspace.validation.required', 'Callers need a permission: choose one.', 'RequiredPermission')
  const schema = (input.InputSchema ?? null) as Record<string, unknown> | null
  if (schema !== null) {
    if (typeof schema !== 'object' || Array.isArray(schema)) throw badRequest('workspace.validation.invalid', 'The input schema must be a JSON object.', 'InputSchema')
    compileInputSchema(schema)
  }
  const mode = input.DeduplicationMode ?? DeduplicationMode.None
  const members = [...new Set((input.DeduplicationMembers ?? []).map((member) => member.trim()).filter(Boolean))]
  if (mode !== DeduplicationMode.None && input.Kind === PublicationKind.Command) {
    throw badRequest('workspace.validation.invalid', 'Only a publication for enqueue deduplicates.', 'DeduplicationMode')
  }
  if (mode === DeduplicationMode.ArgumentMembers && members.length === 0) {
    throw badRequest('workspace.validation.required', 'Name the argument members the key is built from.', 'DeduplicationMembers')
  }
  return {
    id,
    key: input.Key,
    description: input.Description?.trim() ? input.Description.trim() : null,
    functionId: input.FunctionId,
    functionVersionId: await checkedTarget(db, input.FunctionId, input.FunctionVersionId),
    kind: input.Kind,
    requiredPermission: permission,
    inputSchema: schema,
    deduplicationMode: mode,
    deduplicationMembers: mode === DeduplicationMode.ArgumentMembers ? members : [],
    isEnabled: input.IsEnabled ?? true,
    rowVersion: randomUUID(),
    modifiedByUserId: userId,
  }
}

async function requireFreeKey(db: Db, key: string, ownId: string | null): Promise<void> {
  const taken = await findPublicationRow(db, 'key', key)
  if (taken && taken.id !== ownId) throw conflict(FunctionCodes.duplicateKey, `A publication with the key "${key}" exists.`, 'Key')
}

/** What the audit keeps of a publication (the schema by its presence, not its text). */
const audited = (row: PublicationWrite | StoredPublication) => ({
  Key: row.key, FunctionId: row.functionId, FunctionVersionId: row.functionVersionId, Kind: row.kind, RequiredPermission: row.requiredPermission,
  InputSchema: row.inputSchema !== null, DeduplicationMode: row.deduplicationMode, DeduplicationMembers: row.deduplicationMembers, IsEnabled: row.isEnabled,
})

export async function createPublication(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionPublication> {
  return db.transaction(async (tx) => {
    const write = await checkedWrite(tx, randomUUID(), userId, input)
    await requireFreeKey(tx, write.key, null)
    await insertPublicationRow(tx, write, now)
    await writeFunctionAudit(tx, userId, 'PublicationCreated', 'Publication', write.id, { Current: audited(write) }, now)
    return getPublication(tx, write.id)
  })
}

export async function updatePublication(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionPublication> {
  return db.transaction(async (tx) => {
    const current = await requireRow(tx, id, true)
    if (current.rowVersion !== input.RowVersion) throw staleRowVersion(toPublication(current, await namesOf(tx)))
    const write = await checkedWrite(tx, id, userId, input)
    await requireFreeKey(tx, write.key, id)
    await updatePublicationRow(tx, write, now)
    await writeFunctionAudit(tx, userId, 'PublicationChanged', 'Publication', id, { Previous: audited(current), Current: audited(write) }, now)
    return getPublication(tx, id)
  })
}

export async function deletePublication(db: Db, userId: string, id: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await requireRow(tx, id, true)
    if (rowVersion !== undefined && current.rowVersion !== rowVersion) throw staleRowVersion(toPublication(current, await namesOf(tx)))
    await deletePublicationRow(tx, id)
    await writeFunctionAudit(tx, userId, 'PublicationDeleted', 'Publication', id, { Previous: audited(current) }, now)
    return id
  })
}
