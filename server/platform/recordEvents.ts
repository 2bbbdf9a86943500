import type { Db } from '../db'
import { failureDetails } from '../http/failureLog'

export type RecordOperation = 'create' | 'patch' | 'archive' | 'restore' | 'delete'

/** What happened to one entity instance; emitted after the change is committed. */
export interface RecordMutationEvent {
  EntityDefinitionId: string
  InstanceId: string
  Operation: RecordOperation
  ActorUserId: string | null
}

export type RecordMutationListener = (event: RecordMutationEvent) => void | Promise<void>

// Keyed by the database so that each app (and each test's app) has its own listeners.
const listeners = new WeakMap<Db, Set<RecordMutationListener>>()

/** Subscribes to record mutations on this database; answers the unsubscribe function. */
export function onRecordMutation(db: Db, listener: RecordMutationListener): () => void {
  let set = listeners.get(db)
  if (!set) {
    set = new Set()
    listeners.set(db, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

/**
 * The record path's announcement: every write to entity storage (record requests, board item data,
 * builtins, recalculations) calls it in its transaction, and listeners hear of it once that commits.
 */
export function announceRecordMutation(tx: Db, event: RecordMutationEvent): Promise<void> {
  return tx.afterCommit((db) => emitRecordMutation(db, event))
}

/** Tells every listener; a failing listener never fails the mutation that already committed. */
export async function emitRecordMutation(db: Db, event: RecordMutationEvent): Promise<void> {
  for (const listener of [...(listeners.get(db) ?? [])]) {
    try {
      await listener(event)
    } catch (error) {
      console.error('record mutation listener failed', failureDetails(error))
    }
  }
}
