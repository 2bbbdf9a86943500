import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { grantsFor, type RecordAccess } from '../security/access'
import { accessFor } from '../security/callerAccess'
import { definitionCache } from './records.context'
import { lookupItems, type LookupItem, type ReferenceIds } from './records.read'

/**
 * Number and display text of records of any definitions (ids by definition id) as the caller may
 * see them: one they may not read is named by its id only and marked IsRestricted (its existence is
 * what the record pointing at it already says). Without `access`, as a caller who reads everything.
 */
export async function labelsAsSeenBy(db: Db, ids: ReferenceIds, access: RecordAccess | undefined): Promise<Map<string, LookupItem>> {
  const definitions = definitionCache(db)
  const labels = new Map<string, LookupItem>()
  const now = appContextOf(db).clock()
  for (const [definitionId, recordIds] of ids) {
    const target = await definitions(definitionId)
    if (!target) continue
    const items = await lookupItems(db, target, [...recordIds])
    const targetAccess = access ? await accessFor(db, target, { userId: access.subject.userId, roles: access.subject.facts.roleNames }, now, { subject: access.subject }) : null
    const grants = targetAccess && !targetAccess.unrestricted ? await grantsFor(db, targetAccess, target.primary.qualifiedName, items.map((item) => item.Id)) : null
    for (const item of items) {
      const readable = !grants || grants.get(item.Id)?.has('Read') === true
      labels.set(item.Id, readable ? item : { Id: item.Id, Number: '', DisplayName: '', IsRestricted: true })
    }
  }
  return labels
}
