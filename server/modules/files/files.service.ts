import type { PublicSchemas } from '../../http/contractOperations'
import type { Db } from '../../db'
import { conflict, forbidden, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { canManageFiles, managePermission, permissionsFor, toListItem, type RecordRights } from './files.items'
import { findFile, ownerOf, relationsOf, renameFile, trashFiles, untrashFile, type FileRow } from './files.repo'
import { FileCodes, RelationKind, type AttachmentListItem } from './files.types'
import { assertAllowed, descriptionOf } from './files.verdicts'
import { judgeFile } from './policy/policy'
import { missingDisplay, resolveResource, type ResolvedResource } from './resources'
import { readFilePolicy, readStorageSettings } from './settings.service'

/** One stored file: read it as a list item, rename it, move it to the trash and back. */

export async function requireFile(db: Db, fileId: string, lock = false): Promise<FileRow> {
  const file = await findFile(db, fileId, lock)
  if (!file) throw notFound(`File "${fileId}" does not exist.`, fileId)
  return file
}

/** What the owner record allows; null when it is gone or takes no attachments any more. */
const rightsOf = (resource: ResolvedResource | null): RecordRights => (resource?.attachmentsEnabled ? resource : null)

export async function itemOf(db: Db, auth: AuthContext, file: FileRow, resource?: ResolvedResource | null): Promise<AttachmentListItem> {
  const owner = ownerOf(file)
  const found = resource === undefined ? await resolveResource(db, owner, auth) : resource
  const relations = (await relationsOf(db, [file.id])).get(file.id) ?? []
  const relation = relations.find((candidate) => candidate.relation_kind === RelationKind.Attachment) ?? relations[0]
  if (!relation) throw new Error('A stored file has no relation.')
  return toListItem({
    file,
    relation,
    relations,
    owner: found?.display ?? missingDisplay(owner),
    permissions: permissionsFor(auth, file, rightsOf(found)),
  })
}

export async function loadItem(db: Db, auth: AuthContext, fileId: string): Promise<AttachmentListItem> {
  return itemOf(db, auth, await requireFile(db, fileId))
}

const someoneElses = (action: string) =>
  forbidden(`${action} someone else's file needs the permission ${managePermission}.`, { permissions: [managePermission] })

type Change = { action: 'Renaming'; right: 'canCreateAttachments' } | { action: 'Deleting'; right: 'canDeleteAttachments' }

/** Why renaming or deleting is refused: the file is in the trash, the record does not allow it, or the file is not the caller's. */
function assertChangeable(auth: AuthContext, file: FileRow, resource: ResolvedResource | null, { action, right }: Change): void {
  if (file.deleted_at !== null) throw conflict(FileCodes.inTrash, 'The file is in the trash; restore it first.')
  const rights = rightsOf(resource)
  if (!rights?.[right]) {
    throw conflict(FileCodes.resourceNotWritable, 'The record the file belongs to does not allow changes to its files now (archived, read-only or gone).')
  }
  if (file.created_by_user_id !== auth.userId && !canManageFiles(auth)) throw someoneElses(action)
}

export type RenameRequest = PublicSchemas['FileRenameRequest']

/** A new name keeps the file's type: the policy judges it with the stored MIME type. */
export async function renameStoredFile(db: Db, auth: AuthContext, fileId: string, body: RenameRequest, now: Date): Promise<AttachmentListItem> {
  const file = await requireFile(db, fileId)
  const resource = await resolveResource(db, ownerOf(file), auth)
  assertChangeable(auth, file, resource, { action: 'Renaming', right: 'canCreateAttachments' })
  const verdict = judgeFile(await readFilePolicy(db), { fileName: body.FileName, mimeType: file.mime_type })
  assertAllowed(verdict, 'FileName', true)
  const description = body.Description === undefined ? file.description : descriptionOf(body.Description)
  await renameFile(db, fileId, verdict.FileName, description, auth.userId, now)
  return itemOf(db, auth, await requireFile(db, fileId), resource)
}

/** Soft delete: the file waits in the trash for TrashRetentionTimeHours, then the purge removes it. */
export async function deleteStoredFile(db: Db, auth: AuthContext, fileId: string, now: Date): Promise<AttachmentListItem> {
  const file = await requireFile(db, fileId)
  const resource = await resolveResource(db, ownerOf(file), auth)
  assertChangeable(auth, file, resource, { action: 'Deleting', right: 'canDeleteAttachments' })
  const { trashRetentionHours } = await readStorageSettings(db)
  await db.transaction((tx) => trashFiles(tx, { fileIds: [fileId] }, auth.userId, now, purgeTime(now, trashRetentionHours)))
  return itemOf(db, auth, await requireFile(db, fileId), resource)
}

export const purgeTime = (now: Date, retentionHours: number): Date => new Date(now.getTime() + retentionHours * 3_600_000)

export async function restoreStoredFile(db: Db, auth: AuthContext, fileId: string): Promise<AttachmentListItem> {
  const file = await requireFile(db, fileId)
  if (file.deleted_at === null) throw conflict(FileCodes.notInTrash, 'The file is not in the trash.')
  const resource = await resolveResource(db, ownerOf(file), auth)
  if (!resource) throw conflict(FileCodes.ownerGone, 'The record the file belonged to no longer exists.')
  const involved = file.created_by_user_id === auth.userId || file.deleted_by_user_id === auth.userId
  if (!involved && !canManageFiles(auth)) throw someoneElses('Restoring')
  await db.transaction(async (tx) => {
    // Under the row lock: the purge may have taken it meanwhile (404 then).
    const locked = await requireFile(tx, fileId, true)
    if (locked.deleted_at === null) throw conflict(FileCodes.notInTrash, 'The file is not in the trash.')
    await untrashFile(tx, fileId)
  })
  return itemOf(db, auth, await requireFile(db, fileId), resource)
}
