import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { forbidden, notFound } from '../../../http/errors'
import { checkedPaging, toPage, type Page } from '../../../platform/paging'
import { accessFor } from '../security/callerAccess'
import { loadInstance, selectPrimaryRows } from '../records/instances'
import type { RecordDefinition } from '../records/recordModel'
import { requireDefinition, type Caller } from '../records/records.context'
import { readColumnValue } from '../records/values.read'
import { deleteRecordChanges, insertChange, pruneChanges, selectChanges, type StoredFieldChange } from './changes.repo'

/**
 * The changes history of records: the record path writes an entry for every create, change, archive,
 * restore and responsibility replacement of a definition that keeps an audit trail, in the same
 * transaction; the fields a mutation effect wrote name the effect as their cause.
 */

type Change = PublicSchemas['EntityInstanceChange']
type Operation = Change['Operation']
const dayMs = 86_400_000

/** Whether writes of the definition's records are recorded. */
export const keepsChanges = (definition: RecordDefinition): boolean => definition.auditTrailEnabled && definition.auditRetentionDays !== 0

/** The stored values of the record's column fields (null when the audit trail is off or the record is gone). */
export async function fieldSnapshot(tx: Db, definition: RecordDefinition, recordId: string): Promise<Map<string, unknown> | null> {
  if (!keepsChanges(definition)) return null
  const [row] = await selectPrimaryRows(tx, definition, [recordId])
  if (!row) return null
  const values = new Map<string, unknown>()
  definition.primary.fields.forEach((field, index) => {
    if (field.column) values.set(field.key, readColumnValue(field, row, index))
  })
  return values
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The fields whose values differ between two snapshots, in the table's order; a table or
 * multi-valued field the write gave is listed without values (its rows live elsewhere).
 */
export function fieldChanges(definition: RecordDefinition, before: Map<string, unknown> | null, after: Map<string, unknown>, given: ReadonlySet<string>): StoredFieldChange[] {
  const changes: StoredFieldChange[] = []
  for (const field of definition.primary.fields) {
    if (!field.column) {
      if (given.has(field.key)) changes.push({ Key: field.key })
      continue
    }
    const was = before?.get(field.key) ?? null
    const now = after.get(field.key) ?? null
    if (!same(was, now)) changes.push(before ? { Key: field.key, Before: was, After: now } : { Key: field.key, After: now })
  }
  return changes
}

export interface ChangeEntry {
  recordId: string
  operation: Operation
  actorUserId: string | null
  now: Date
  cause?: string | null
  changes?: StoredFieldChange[]
}

/** Writes an entry in the caller's transaction and drops the record's entries past the retention. */
export async function recordChange(tx: Db, definition: RecordDefinition, entry: ChangeEntry): Promise<void> {
  if (!keepsChanges(definition)) return
  await insertChange(tx, {
    definitionId: definition.id,
    recordId: entry.recordId,
    operation: entry.operation,
    actorUserId: entry.actorUserId,
    now: entry.now,
    cause: entry.cause ?? null,
    changes: entry.changes ?? [],
  })
  if (definition.auditRetentionDays !== null) await pruneChanges(tx, entry.recordId, new Date(entry.now.getTime() - definition.auditRetentionDays * dayMs))
}

/** A record deleted for good takes its history with it. */
export const forgetChanges = (tx: Db, recordId: string): Promise<void> => deleteRecordChanges(tx, recordId)

/** The history as the caller may read it: 404 for a record they may not read, 403 without ReadChangesHistory or an audit trail. */
export async function listChanges(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  instanceId: string,
  query: { Page?: number; PageSize?: number },
  now: Date,
): Promise<Page<Change>> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const instance = await loadInstance(db, definition, instanceId, await accessFor(db, definition, caller, now))
  if (!instance?.Permissions.CanRead) throw notFound(`${definition.displayNameSingular} "${instanceId}" does not exist.`, instanceId)
  if (!definition.auditTrailEnabled) throw forbidden(`${definition.displayNamePlural} keep no changes history: their audit trail is off.`, {})
  if (!instance.Permissions.CanReadChangesHistory) throw forbidden('None of your permissions grants “ReadChangesHistory” on this record.', {})
  const at = checkedPaging(query)
  const { rows, total } = await selectChanges(db, instanceId, at.pageSize, at.offset)
  const fieldNames = new Map(definition.primary.fields.map((field) => [field.key, field.displayName]))
  const responsibilityNames = new Map(definition.security.responsibilities.map((item) => [item.Key, item.DisplayName]))
  const items = rows.map((row): Change => {
    const names = row.operation === 'Responsibilities' ? responsibilityNames : fieldNames
    return {
      Id: row.id,
      Operation: row.operation as Operation,
      ActorUserId: row.actorUserId,
      ActorDisplayName: row.actorDisplayName,
      OccurredAt: row.occurredAt,
      Cause: row.cause,
      Changes: row.changes.map((change) => ({ ...change, DisplayName: names.get(change.Key) ?? change.Key })),
    }
  })
  return toPage(items, at, total)
}
