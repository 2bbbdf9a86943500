import type { Db } from '../../db'
import { trashFiles } from './files.repo'
import { purgeTime } from './files.service'
import { EntityRecord } from './resources'
import { findSettings } from './settings.repo'
import { defaultTrashRetentionHours } from './settings.service'

/**
 * A purged entity definition takes the files of all its records to the trash (inside the purge's
 * transaction), so the scheduled purge removes their bytes after the retention time.
 */
export async function trashFilesOfDefinition(tx: Db, definitionId: string, now: Date): Promise<string[]> {
  const retentionHours = (await findSettings(tx))?.TrashRetentionTimeHours ?? defaultTrashRetentionHours
  const context = { ModuleKey: EntityRecord.ModuleKey, ResourceKind: EntityRecord.ResourceKind, ContextResourceId: definitionId }
  return trashFiles(tx, { context }, null, now, purgeTime(now, retentionHours))
}
