import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineRegistry } from '../../platform/registry'
import type { FunctionActor, FunctionRecord } from './builtins/types'

/**
 * How a function reads the records it acts on (FunctionContext.readRecords). The module that owns
 * entity records contributes the reader, so the host never imports it.
 */
export type FunctionRecordReader = (db: Db, actor: FunctionActor, entityIdOrName: string, ids: readonly string[]) => Promise<FunctionRecord[]>

export const functionRecordReaderRegistry = defineRegistry<FunctionRecordReader>('function record readers')

/** The records as the actor sees them; none when no reader is installed. */
export async function readRecordsFor(db: Db, actor: FunctionActor, entityIdOrName: string, ids: readonly string[]): Promise<FunctionRecord[]> {
  const [reader] = appContextOf(db).contributions(functionRecordReaderRegistry)
  return reader && ids.length > 0 ? reader(db, actor, entityIdOrName, ids) : []
}
