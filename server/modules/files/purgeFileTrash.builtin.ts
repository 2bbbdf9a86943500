import type { BuiltinFunction } from '../functions'
import { purgeFunctionKey, purgeTrash } from './trash.service'
import { sweepExpiredUploads } from './uploads.service'

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** Removes files whose time in the trash is over (bytes and rows), then discards abandoned uploads. */
export const purgeFileTrash: BuiltinFunction = {
  key: purgeFunctionKey,
  displayName: 'Purge the file trash',
  description: 'Deletes files that have been in the trash for the retention time, with their bytes, and discards expired uploads.',
  supportsCancellation: true,
  timeoutMs: 30 * 60_000,
  maxAttempts: 3,
  isPlatform: true,
  requiredPermission: 'files.manage',
  version: 1,
  async run(context) {
    const now = context.now()
    const outcome = await purgeTrash(context.db, now, {
      progress: (done, total) => context.progress(done, total),
      throwIfCancelled: () => context.throwIfCancelled(),
    })
    context.throwIfCancelled()
    const expiredUploads = await sweepExpiredUploads(context.db, now)
    const result = { Purged: outcome.purged, MissingBytes: outcome.missingBytes, Failed: outcome.failed, ExpiredUploads: expiredUploads }
    if (outcome.purged + outcome.failed + expiredUploads === 0) {
      return { kind: 'skipped', summary: 'Nothing to purge: no file is due and no upload has expired.', result }
    }
    const missing = outcome.missingBytes > 0 ? ` (${outcome.missingBytes} without bytes on disk)` : ''
    const failed = outcome.failed > 0 ? `; ${outcome.failed} could not be removed and stay for the next run` : ''
    return {
      kind: 'success',
      summary: `Purged ${count(outcome.purged, 'file')}${missing}${failed}; discarded ${count(expiredUploads, 'expired upload')}.`,
      changedRecordCount: outcome.purged,
      result,
    }
  },
}
