import type { PublicSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { badRequest } from '../../../http/errors'
import { isColorToken } from '../shared/keys'
import { RuntimeCode } from './add.validate'
import { writeAudit } from './audit'
import type { RuntimeCaller } from './context'
import { itemTags } from './itemFacts'
import { touchItem } from './items.repo'
import { mutateItem } from './itemMutation'
import { deleteTags, insertTag, updateTag } from './tags.repo'
import type { BoardItemPayload, TagPayload } from './types'

/** Replacing an item's tags: the difference by name (case-insensitive) is what the audit row tells. */

export type TagsRequest = PublicSchemas['BoardItemTagsReplaceRequest']

function checkTags(tags: TagsRequest['Tags']): Array<{ name: string; color: string; category: string }> {
  const seen = new Set<string>()
  return tags.map((tag, index) => {
    const name = tag.TagName.trim()
    if (name === '' || name.length > 50) throw badRequest(RuntimeCode.invalid, 'A tag name has 1 to 50 characters.', `Tags[${index}].TagName`)
    if (seen.has(name.toLowerCase())) throw badRequest(RuntimeCode.invalid, `The tag "${name}" is listed twice.`, `Tags[${index}].TagName`)
    seen.add(name.toLowerCase())
    if (!isColorToken(tag.Color)) throw badRequest(RuntimeCode.invalid, 'Color must be a colour token.', `Tags[${index}].Color`)
    return { name, color: tag.Color, category: tag.Category?.trim() ?? '' }
  })
}

export async function replaceTags(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: TagsRequest, now: Date): Promise<BoardItemPayload> {
  const wanted = checkTags(body.Tags)
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'update', rowVersion: body.RowVersion }, async (context, row) => {
    if (!context.config.board.tags_enabled) throw badRequest(RuntimeCode.tagsDisabled, 'Tags are turned off for this board.', 'Tags')
    const current = (await itemTags(context.db, [row.id])).get(row.id) ?? []
    const byName = new Map(current.map((tag) => [tag.TagName.toLowerCase(), tag]))
    const added: TagPayload[] = []
    const updated: TagPayload[] = []
    for (const tag of wanted) {
      const existing = byName.get(tag.name.toLowerCase())
      if (!existing) added.push({ Id: randomUUID(), TagName: tag.name, Color: tag.color, Category: tag.category })
      else if (existing.Color !== tag.color || existing.Category !== tag.category || existing.TagName !== tag.name) {
        updated.push({ Id: existing.Id, TagName: tag.name, Color: tag.color, Category: tag.category })
      }
    }
    const kept = new Set(wanted.map((tag) => tag.name.toLowerCase()))
    const removed = current.filter((tag) => !kept.has(tag.TagName.toLowerCase()))
    if (added.length + updated.length + removed.length === 0) return
    if (removed.length > 0) await deleteTags(context.db, removed.map((tag) => tag.Id))
    for (const tag of updated) await updateTag(context.db, tag)
    for (const tag of added) await insertTag(context.db, row.id, tag)
    await touchItem(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'TagsChanged',
      payload: { Added: added, Updated: updated, Removed: removed },
      statusIds: [],
    })
  })
}
