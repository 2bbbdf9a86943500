import type { Db } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { appContextOf } from '../../../platform/appContext'
import { defineRegistry } from '../../../platform/registry'
import type { RecordDefinition } from './recordModel'
import type { Caller } from './records.context'

/**
 * Checks other modules run on a record a caller creates or changes through the API (record matching
 * warns about or refuses a duplicate). A check sees the record as written, in the write's
 * transaction: it answers warnings, or throws an envelope error to refuse the write, which then
 * stores nothing.
 */

export interface RecordWrite {
  definition: RecordDefinition
  caller: Caller
  operation: 'Create' | 'Patch'
  instanceId: string
  now: Date
}

export type RecordWriteCheck = (tx: Db, write: RecordWrite) => Promise<Issue[]>

export const recordWriteCheckRegistry = defineRegistry<RecordWriteCheck>('checks of record writes')

export async function checkRecordWrite(tx: Db, write: RecordWrite): Promise<Issue[]> {
  const warnings: Issue[] = []
  for (const check of appContextOf(tx).contributions(recordWriteCheckRegistry)) warnings.push(...(await check(tx, write)))
  return warnings
}
