import type { Db } from '../../../db'
import { accessFor, type AccessCaller } from '../security/callerAccess'
import { selectPrimaryRows, toInstances, type EntityInstance } from './instances'
import type { RecordDefinition } from './recordModel'
import { selectRecordPage } from './records.repo'

/**
 * The ids and field values of the records of a definition a user may read, in one archive state
 * (InstanceArchiveState: Active, Archived or All; archived ones only with ReadArchive), by Number,
 * at most `limit` of them, with the number of all they may read. For work that reads many records
 * as a user, e.g. a record-matching scan.
 */

export interface ReadableRecordValues {
  /** Every record the user may read in that archive state. */
  total: number
  /** With their RowVersion, so work over them can tell a record changed since. */
  records: Array<{ Id: string; RowVersion: string; Fields: Record<string, unknown> }>
}

/** `offset`: records skipped first, so that many records are read page by page. */
export async function readableRecordValues(db: Db, definition: RecordDefinition, caller: AccessCaller, archiveState: number, limit: number, now: Date, offset = 0): Promise<ReadableRecordValues> {
  const access = await accessFor(db, definition, caller, now)
  const { rows, total } = await selectRecordPage(db, definition, {
    sort: { systemField: 'Number' },
    descending: false,
    archiveState,
    search: undefined,
    pageSize: Math.max(0, Math.floor(limit)),
    offset,
    access,
  })
  const instances = await toInstances(db, definition, rows, access)
  return { total, records: instances.filter((instance) => instance.Permissions.CanRead).map((instance) => ({ Id: instance.Id, RowVersion: instance.RowVersion, Fields: instance.Fields })) }
}

/**
 * Of these records, the ones the caller may read now, by id: a missing one and one the caller may not
 * read are left out alike. No caller (automation): every one that exists.
 */
export async function readableInstances(
  db: Db,
  definition: RecordDefinition,
  caller: AccessCaller | null,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, EntityInstance>> {
  if (ids.length === 0) return new Map()
  const rows = await selectPrimaryRows(db, definition, [...new Set(ids)])
  const access = caller ? await accessFor(db, definition, caller, now) : undefined
  const instances = await toInstances(db, definition, rows, access)
  return new Map(instances.filter((instance) => instance.Permissions.CanRead).map((instance) => [instance.Id, instance]))
}
