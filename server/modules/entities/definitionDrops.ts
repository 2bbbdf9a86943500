import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineRegistry } from '../../platform/registry'

/**
 * Modules holding data about a definition's records (files) clean it up when the definition is
 * dropped; they contribute a cleanup here, run in the dropping transaction before the tables go.
 */
export type DefinitionDropListener = (tx: Db, definitionId: string, now: Date) => Promise<unknown>

export const definitionDropRegistry = defineRegistry<DefinitionDropListener>('cleanups of dropped definitions')

export async function notifyDefinitionDrop(tx: Db, definitionId: string, now: Date): Promise<void> {
  for (const listener of appContextOf(tx).contributions(definitionDropRegistry)) await listener(tx, definitionId, now)
}
