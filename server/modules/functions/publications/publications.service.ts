import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import { checkedPermission } from '../catalogEdits'
import { boundFunction, checkedTarget, createBinding, deleteBinding, getBinding, listBindings, replaceBinding, type BindingKind } from '../configuredBindings'
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

const publications: BindingKind<StoredPublication, PublicationWrite, FunctionPublication> = {
  kind: 'Publication',
  missing: (id) => `Publication "${id}" does not exist.`,
  keyTaken: (key) => `A publication with the key "${key}" exists.`,
  find: findPublicationRow,
  list: listPublicationRows,
  insert: insertPublicationRow,
  update: updatePublicationRow,
  remove: deletePublicationRow,
  answer: (row, names) => ({
    Id: row.id,
    Key: row.key,
    Description: row.description,
    ...boundFunction(names, row.functionId, row.functionVersionId),
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
  }),
  // The input schema by its presence, not its text.
  audited: (row) => ({
    Key: row.key, FunctionId: row.functionId, FunctionVersionId: row.functionVersionId, Kind: row.kind, RequiredPermission: row.requiredPermission,
    InputSchema: row.inputSchema !== null, DeduplicationMode: row.deduplicationMode, DeduplicationMembers: row.deduplicationMembers, IsEnabled: row.isEnabled,
  }),
}

export const listPublications = (db: Db) => listBindings(publications, db)
export const getPublication = (db: Db, id: string) => getBinding(publications, db, id)

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

export function createPublication(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionPublication> {
  const id = randomUUID()
  return createBinding(publications, db, userId, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function updatePublication(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionPublication> {
  return replaceBinding(publications, db, userId, id, input.RowVersion, (tx) => checkedWrite(tx, id, userId, input), now)
}

export function deletePublication(db: Db, userId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return deleteBinding(publications, db, userId, id, rowVersion, now)
}
