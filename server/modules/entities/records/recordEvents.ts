import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import type { RecordMutationEvent } from '../../../platform/appEvents'

export type { RecordMutationEvent, RecordOperation } from '../../../platform/appEvents'

/** Announces a committed record mutation on the application's bus ('record.mutated'); listeners never fail it. */
export async function emitRecordMutation(db: Db, event: RecordMutationEvent): Promise<void> {
  await appContextOf(db).events.emit('record.mutated', event)
}
