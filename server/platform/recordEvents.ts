import type { Db } from '../db'
import { appContextOf } from './appContext'
import type { RecordMutationEvent } from './appEvents'

export type { RecordMutationEvent, RecordOperation } from './appEvents'

/**
 * The record path's announcement: every write to entity storage (record requests, board item data,
 * builtins, recalculations) calls it in its transaction, and listeners hear of it once that commits.
 */
export function announceRecordMutation(tx: Db, event: RecordMutationEvent): Promise<void> {
  return tx.afterCommit((db) => emitRecordMutation(db, event))
}

/** Announces a committed record mutation on the application's bus ('record.mutated'); listeners never fail it. */
export async function emitRecordMutation(db: Db, event: RecordMutationEvent): Promise<void> {
  await appContextOf(db).events.emit('record.mutated', event)
}
