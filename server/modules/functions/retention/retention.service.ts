import type { ProductUiSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { badRequest, conflict, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { writeFunctionAudit } from '../cancel'
import { countDeletableRuns, endPurge, purgeWithSavedSettings, retentionCutoff, tryBeginPurge, type PurgeOutcome } from './purge'
import {
  readRetentionSettings,
  RunRetentionMode,
  writeRetentionPolicy,
  type FunctionRetentionSettings,
  type RetentionPolicy,
} from './settings.repo'
import { nextPurgeAfterSaving } from './schedule'

/** Run-history retention: read, change (Admin, RowVersion), preview and purge now (Admin). */

export const RetentionCodes = {
  purgeInProgress: 'workspace.functions.retention.purgeInProgress',
} as const

export const maxRetentionDays = 36_500

/** Mode Days needs a whole day count from 1 to 36,500; mode Forever keeps no day count. */
export function retentionPolicy(mode: number, days: number | null | undefined): RetentionPolicy {
  if (mode === RunRetentionMode.Forever) return { mode, days: null }
  if (mode !== RunRetentionMode.Days) throw badRequest('workspace.validation.invalid', 'Mode must be 0 (Forever) or 1 (Days).', 'Mode')
  if (days === null || days === undefined) {
    throw badRequest('workspace.validation.required', 'Days is required when the retention mode is Days.', 'Days')
  }
  if (!Number.isInteger(days) || days < 1 || days > maxRetentionDays) {
    throw badRequest('workspace.validation.invalid', `Days must be a whole number from 1 to ${maxRetentionDays}.`, 'Days')
  }
  return { mode, days }
}

export type RetentionSettingsUpdate = ProductUiSchemas['FunctionRetentionSettingsUpdate']

export async function updateRetentionSettings(
  db: Db,
  auth: AuthContext,
  input: RetentionSettingsUpdate,
  now: Date,
): Promise<FunctionRetentionSettings> {
  const policy = retentionPolicy(input.Mode, input.Days)
  return db.transaction(async (tx) => {
    const current = await readRetentionSettings(tx, now, { lock: true })
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    await writeRetentionPolicy(tx, policy, auth.userId, now)
    await writeFunctionAudit(tx, auth.userId, 'RetentionSettingsChanged', 'RunHistory', 'run-history', {
      Previous: { Mode: current.Mode, Days: current.Days },
      Current: { Mode: policy.mode, Days: policy.days },
    }, now)
    return readRetentionSettings(tx, now)
  })
}

export interface RetentionPreview {
  CutoffUtc: string | null
  DeletableRunCount: number
  /** When the host would purge next by itself: for given Mode and Days, if they were saved now. */
  NextPurgeAt: string | null
  /** The runs that purge would delete, with the cutoff of that time (runs ending meanwhile not counted). */
  NextPurgeRunCount: number
}

/** What a purge would delete now with the given Mode and Days (without Mode, the saved settings), and what the next scheduled one would. */
export async function previewRetention(db: Db, query: { Mode?: number; Days?: number }, now: Date): Promise<RetentionPreview> {
  const saved = await readRetentionSettings(db, now)
  const policy = retentionPolicy(query.Mode ?? saved.Mode, query.Mode === undefined ? saved.Days : query.Days)
  const cutoff = retentionCutoff(policy, now)
  const isSaved = policy.mode === saved.Mode && policy.days === saved.Days
  const nextPurge = isSaved ? (saved.NextPurgeAt === null ? null : new Date(saved.NextPurgeAt)) : nextPurgeAfterSaving(policy.mode, saved.LastPurgeAt, now)
  const nextCutoff = nextPurge ? retentionCutoff(policy, nextPurge) : null
  return {
    CutoffUtc: cutoff?.toISOString() ?? null,
    DeletableRunCount: await countDeletableRuns(db, cutoff),
    NextPurgeAt: nextPurge?.toISOString() ?? null,
    NextPurgeRunCount: await countDeletableRuns(db, nextCutoff),
  }
}

/** A purge an administrator asked for, with the saved settings; refused while another purge runs. */
export async function purgeRunHistoryNow(db: Db, auth: AuthContext, now: Date): Promise<PurgeOutcome> {
  if (!tryBeginPurge(db)) {
    throw conflict(RetentionCodes.purgeInProgress, 'A purge of the run history is already under way. Try again when it has finished.')
  }
  try {
    return await purgeWithSavedSettings(db, auth.userId, 'Manual', now)
  } finally {
    endPurge(db)
  }
}
