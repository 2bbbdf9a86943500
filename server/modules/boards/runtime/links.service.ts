import type { PublicSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { badRequest, conflict, notFound } from '../../../http/errors'
import { RuntimeCode } from './add.validate'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { decideItems, requireOperation, type ItemContext } from './itemContext'
import { itemsByIds, requireLiveItem, type ItemRow } from './items.repo'
import { insertLink, isSelfOrAncestor, liveLinkExists, liveLinksOf, removeLinkOf, type LinkRow } from './links.repo'
import { mutateItem } from './itemMutation'
import { LinkType } from './move.decision'
import { readContext } from './reads.service'
import { BoardContexts, summarizeItems } from './summary'
import type { BoardItemSummary } from './types'
import { LinkDirection as Direction } from '../../../../shared/enums'
export { LinkDirection as Direction } from '../../../../shared/enums'

/** Links between items (any boards): Related, or ParentChild with the parent as the source. */

const linkTypeIds: Record<number, string> = { [LinkType.Related]: 'related', [LinkType.ParentChild]: 'parent-child' }

/** The contract's BoardItemLink; the server fills every member of its Item. */
export interface BoardItemLink extends Omit<PublicSchemas['BoardItemLink'], 'Item'> {
  Item: BoardItemSummary
}

/** The audit row of a link change on one of its two items, seen from that item. */
async function auditLink(context: ItemContext, link: LinkRow, itemId: string, boardId: string): Promise<void> {
  await writeAudit(context.db, context.caller, context.now, {
    boardId,
    itemId,
    kind: 'ItemLinkChanged',
    payload: {
      BoardItemLinkId: link.id,
      BoardItemLinkTypeId: linkTypeIds[link.link_type] as string,
      LinkType: link.link_type,
      SourceBoardItemId: link.source_item_id,
      TargetBoardItemId: link.target_item_id,
      Direction: link.source_item_id === itemId ? Direction.Outgoing : Direction.Incoming,
    },
    statusIds: [],
  })
}

/** Audits a link change on both items. */
export async function auditLinkOnBoth(context: ItemContext, link: LinkRow, items: readonly ItemRow[]): Promise<void> {
  for (const item of items) await auditLink(context, link, item.id, item.board_id)
}

async function toLinks(contexts: BoardContexts, itemId: string, links: LinkRow[]): Promise<BoardItemLink[]> {
  const others = await itemsByIds(contexts.db, links.map((link) => (link.source_item_id === itemId ? link.target_item_id : link.source_item_id)))
  const summaries = await summarizeItems(contexts, others)
  const byId = new Map(others.map((other, index) => [other.id, summaries[index]!.summary]))
  return links.flatMap((link) => {
    const outgoing = link.source_item_id === itemId
    const summary = byId.get(outgoing ? link.target_item_id : link.source_item_id)
    if (!summary) return []
    return [{
      Id: link.id,
      BoardItemLinkTypeId: linkTypeIds[link.link_type] as string,
      LinkType: link.link_type,
      Direction: outgoing ? Direction.Outgoing : Direction.Incoming,
      Item: summary,
      CreatedAt: link.created_at,
    }]
  })
}

export async function listLinks(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date): Promise<BoardItemLink[]> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const row = await requireLiveItem(db, context.config.board.id, itemId)
  await requireOperation(context, row, 'read')
  const links = await liveLinksOf(db, row.id)
  return toLinks(new BoardContexts(db, caller, now, [context]), row.id, links)
}

export type LinkRequest = PublicSchemas['BoardItemLinkCreateRequest']

async function requireOther(context: ItemContext, contexts: BoardContexts, row: ItemRow, otherId: string): Promise<ItemRow> {
  const [other] = await itemsByIds(context.db, [otherId])
  const invalid = () => badRequest(RuntimeCode.invalid, `There is no item "${otherId}" you may link to.`, 'OtherBoardItemId')
  if (!other || other.removed_at !== null) throw invalid()
  if (other.id === row.id) throw badRequest(RuntimeCode.invalid, 'An item cannot be linked to itself.', 'OtherBoardItemId')
  const otherContext = await contexts.of(other.board_id)
  const { decisions } = await decideItems(otherContext, [other])
  if (!decisions.get(other.id)!.read.IsAllowed) throw invalid()
  return other
}

export async function createLink(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: LinkRequest, now: Date): Promise<BoardItemLink> {
  let created: LinkRow | null = null
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'link' }, async (context, row) => {
    const contexts = new BoardContexts(context.db, caller, now, [context])
    const other = await requireOther(context, contexts, row, body.OtherBoardItemId)
    const [source, target] = body.Direction === Direction.Outgoing ? [row, other] : [other, row]
    if (await liveLinkExists(context.db, body.LinkType, source.id, target.id)) {
      throw conflict(RuntimeCode.linkExists, 'These items are already linked this way.', 'OtherBoardItemId')
    }
    // A child that is the parent or one of its ancestors would close a ParentChild cycle.
    if (body.LinkType === LinkType.ParentChild && (await isSelfOrAncestor(context.db, source.id, target.id))) {
      throw badRequest(RuntimeCode.invalid, 'This parent-child link would make an item its own ancestor.', 'OtherBoardItemId')
    }
    created = await insertLink(context.db, { id: randomUUID(), linkType: body.LinkType, sourceId: source.id, targetId: target.id }, now, caller.userId)
    await auditLinkOnBoth(context, created, [row, other])
  }, async (context, row) => {
    const [link] = await toLinks(new BoardContexts(context.db, caller, now, [context]), row.id, [created as unknown as LinkRow])
    return link!
  })
}

export async function deleteLink(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, linkId: string, now: Date): Promise<boolean> {
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'link' }, async (context, row) => {
    const link = await removeLinkOf(context.db, linkId, row.id, now)
    if (!link) throw notFound(`Link "${linkId}" is not a link of this item.`, linkId)
    const others = await itemsByIds(context.db, [link.source_item_id === row.id ? link.target_item_id : link.source_item_id])
    await auditLinkOnBoth(context, link, [row, ...others.filter((other) => other.removed_at === null)])
  }, async () => true)
}

