import type { Db } from '../../../db'
import { conflict, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { trashFiles, purgeTime, RelationKind, type ResourceDisplay, type ResourceIdentity, resourceKey, type ResolvedResource, type ResourceResolver, readStorageSettings } from '../../files'
import { getSettings } from '../../workspace'
import { BoardItemResource } from '../shared/operations'
import { RuntimeCode } from './add.validate'
import { findItemAttachment } from './attachments.repo'
import { boardRefs, type BoardRef } from './boards.repo'
import { loadCaller, type RuntimeCaller } from './context'
import { decideItems, loadItemContext, requireOperation } from './itemContext'
import { itemsByIds, requireLiveItem, type ItemRow } from './items.repo'
import { cardNumber } from './payload'
import { appContextOf } from '../../../platform/appContext'

/**
 * Process attachments of board items: the files module stores them (RelationKind ProcessAttachment)
 * and asks this resolver who may see, add and delete them — the target definition's attachment
 * policies (Denied blocks) and the caller's `read`, `update` and `manage` decisions on the item.
 */

const deniedPolicy = 2

function itemDisplay(identity: ResourceIdentity, board: BoardRef, row: ItemRow): ResourceDisplay {
  const number = cardNumber(board.key, row.number)
  return {
    Identity: identity,
    DisplayName: row.subject ?? number,
    SafeLabel: `Board item ${number}`,
    OpenTarget: { TargetCode: 'boardItem', Parameters: { boardId: board.id, boardKey: board.key, itemId: row.id } },
    CanOpen: true,
  }
}

async function resolveBoardItem(db: Db, identity: ResourceIdentity, auth: AuthContext | null): Promise<ResolvedResource | null> {
  if (identity.ResourceKind !== BoardItemResource.ResourceKind || !(await getSettings(db)).modules.Boards.Enabled) return null
  const board = (await boardRefs(db, [identity.ContextResourceId])).get(identity.ContextResourceId)
  const [row] = board ? await itemsByIds(db, [identity.ResourceObjectId]) : []
  if (!board || !row || row.board_id !== board.id || row.removed_at !== null) return null
  const canonical: ResourceIdentity = { ...BoardItemResource, ContextResourceId: board.id, ResourceObjectId: row.id }
  const context = await loadItemContext(db, board.id, auth ? await loadCaller(db, auth) : anonymous, appContextOf(db).clock())
  const definition = context.config.targetDefinitions.find((item) => item.id === row.target_definition_id)
  const policies = { create: definition?.createAttachmentPolicy !== deniedPolicy, read: definition?.readAttachmentPolicy !== deniedPolicy }
  let may = { read: true, update: row.is_open && context.config.board.is_active, manage: row.is_open }
  if (auth) {
    const decisions = (await decideItems(context, [row])).decisions.get(row.id)!
    may = { read: decisions.read.IsAllowed, update: decisions.update.IsAllowed, manage: decisions.manage.IsAllowed && row.is_open }
  }
  if (!may.read || !policies.read) return null
  return {
    identity: canonical,
    display: itemDisplay(canonical, board, row),
    attachmentsEnabled: true,
    canCreateAttachments: may.update && policies.create,
    canDeleteAttachments: may.manage,
    relationKind: RelationKind.ProcessAttachment,
  }
}

/** Caller-independent resolution (no decisions are made for it). */
const anonymous: RuntimeCaller = { userId: '', userName: '', displayName: '', roles: [], permissions: [], groupIds: new Set(), locale: null }

async function boardItemDisplays(db: Db, identities: readonly ResourceIdentity[]): Promise<Map<string, ResourceDisplay>> {
  const displays = new Map<string, ResourceDisplay>()
  const rows = new Map((await itemsByIds(db, identities.map((identity) => identity.ResourceObjectId))).map((row) => [row.id, row]))
  const boards = await boardRefs(db, [...new Set(identities.map((identity) => identity.ContextResourceId))])
  for (const identity of identities) {
    const row = rows.get(identity.ResourceObjectId)
    const board = boards.get(identity.ContextResourceId)
    if (row && board && row.board_id === board.id && row.removed_at === null) displays.set(resourceKey(identity), itemDisplay(identity, board, row))
  }
  return displays
}

/** Who may see, add and delete the files of board items (the files module asks). */
export const boardItemResolver: ResourceResolver = {
  moduleKey: BoardItemResource.ModuleKey,
  resolve: resolveBoardItem,
  displays: boardItemDisplays,
}

/**
 * The documented delete: the attachment (its relation id or its file id) goes to the trash like the
 * files module's delete. Needs the `manage` decision; a closed item or a file already in the trash is 409.
 */
export async function deleteProcessAttachment(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, fileReferenceId: string, now: Date): Promise<boolean> {
  const context = await loadItemContext(db, boardIdOrKey, caller, now)
  const row = await requireLiveItem(db, context.config.board.id, itemId)
  await requireOperation(context, row, 'manage')
  const attachment = await findItemAttachment(db, row, fileReferenceId)
  if (!attachment) throw notFound(`"${fileReferenceId}" is not an attachment of this item.`, fileReferenceId)
  if (!row.is_open) throw conflict(RuntimeCode.attachmentLocked, 'The item is closed: its attachments stay as they are; reopen it first.')
  if (attachment.fileDeleted) throw conflict(RuntimeCode.attachmentLocked, 'The file is already in the trash.')
  const { trashRetentionHours } = await readStorageSettings(db)
  await db.transaction((tx) => trashFiles(tx, { fileIds: [attachment.fileId] }, caller.userId, now, purgeTime(now, trashRetentionHours)))
  return true
}
