import type { Db } from '../../db'

/**
 * Modules holding data about a definition's records (files) clean it up when the definition is
 * dropped; they register here, in the dropping transaction, before the tables go.
 */
export type DefinitionDropListener = (tx: Db, definitionId: string, now: Date) => Promise<unknown>

const listeners = new Set<DefinitionDropListener>()

export function onDefinitionDrop(listener: DefinitionDropListener): void {
  listeners.add(listener)
}

export async function notifyDefinitionDrop(tx: Db, definitionId: string, now: Date): Promise<void> {
  for (const listener of listeners) await listener(tx, definitionId, now)
}
