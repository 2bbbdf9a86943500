import { listen } from '../../platform/serverModule'
import { trashFiles } from './files.repo'
import { purgeTime } from './files.service'
import { EntityRecord } from './resources'
import { readStorageSettings } from './settings.service'

/**
 * A record deleted for good takes its files to the trash, so the scheduled purge removes them
 * after the retention time instead of them lingering without an owner.
 */
export const trashFilesOfDeletedRecords = listen('record.mutated', ({ db, clock }) => async (event) => {
  if (event.Operation !== 'delete') return
  const now = clock()
  const { trashRetentionHours } = await readStorageSettings(db)
  const owner = { ...EntityRecord, ContextResourceId: event.EntityDefinitionId, ResourceObjectId: event.InstanceId }
  await db.transaction((tx) => trashFiles(tx, { owner }, event.ActorUserId, now, purgeTime(now, trashRetentionHours)))
})
