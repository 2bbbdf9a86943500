import type { PublicSchemas } from '../../../http/contractOperations'
import { JobStatus, RunStatus } from '../../functions'
import type { StoredProfile } from '../profiles.repo'
import { FullScanPhase, FullScanStatus } from './scanModel'
import type { StoredScan } from './scans.repo'

/**
 * A scan as its owner sees it while and after it runs. It follows its job: Queued (also between
 * attempts, with TransientFailure), Running (leased), then Succeeded when the function stored its
 * result, Cancelled, or Failed with the failure code (the run's outcome) and message.
 */

export type FullScanDto = PublicSchemas['RecordMatchingFullScan']
export type ScanState = Omit<FullScanDto, 'Profile' | 'Result'>
export type ScanProfile = PublicSchemas['RecordMatchingScanProfile']

export const toScanProfile = (profile: StoredProfile): ScanProfile => ({
  Id: profile.id,
  Key: profile.key,
  DisplayName: profile.displayName,
  TargetKind: profile.targetKind as ScanProfile['TargetKind'],
  ActionMode: profile.actionMode as ScanProfile['ActionMode'],
})

const runFailureCodes: Partial<Record<number, string>> = {
  [RunStatus.ValidationFailure]: 'workspace.recordMatching.scanRefused',
  [RunStatus.PermissionFailure]: 'workspace.recordMatching.scanForbidden',
  [RunStatus.Timeout]: 'workspace.recordMatching.scanTimedOut',
  [RunStatus.RuntimeException]: 'workspace.recordMatching.scanFailed',
  [RunStatus.StoppedByWorkerRestart]: 'workspace.recordMatching.scanFailed',
}

export function scanStatus(scan: StoredScan): FullScanStatus {
  if (scan.completedAt !== null) return FullScanStatus.Succeeded
  switch (scan.jobStatus) {
    case JobStatus.Queued: return FullScanStatus.Queued
    case JobStatus.Leased: return FullScanStatus.Running
    case JobStatus.Cancelled: return FullScanStatus.Cancelled
    default: return FullScanStatus.Failed
  }
}

/** The permission that cancels anyone's scan, as any job of the host (FunctionOperations_CancelJob); owners cancel their own. */
export const cancelPermission = 'functions.operations.cancel'

/** `mayCancel`: the reader owns the scan or holds the cancel permission. */
export function toScanState(scan: StoredScan, mayCancel: boolean): ScanState {
  const status = scanStatus(scan)
  const ended = status === FullScanStatus.Succeeded || status === FullScanStatus.Failed || status === FullScanStatus.Cancelled
  const failed = status === FullScanStatus.Failed
  const running = status === FullScanStatus.Running
  return {
    Id: scan.id,
    Status: status,
    Phase: ended ? FullScanPhase.Completed : running && scan.runStatus === RunStatus.Running ? FullScanPhase.Comparing : FullScanPhase.Waiting,
    JobId: scan.jobId,
    ArchiveMode: scan.archiveMode as ScanState['ArchiveMode'],
    AnchorInstanceId: scan.anchorInstanceId,
    ProgressDone: running ? scan.progressDone : null,
    ProgressTotal: running ? scan.progressTotal : null,
    TotalVisibleRecords: scan.totalVisibleRecords,
    TotalScannedRecords: scan.totalScannedRecords,
    ScanLimitReached: scan.scanLimitReached,
    GroupCount: scan.groupCount,
    CandidateCount: scan.candidateCount,
    AttemptCount: scan.attemptCount,
    CanCancel: mayCancel && !ended && !scan.cancelRequested,
    CanRetry: ended && status !== FullScanStatus.Succeeded,
    TransientFailure: status === FullScanStatus.Queued && scan.attemptCount > 0,
    FailureCode: failed ? (scan.runStatus === null ? 'workspace.recordMatching.scanFailed' : runFailureCodes[scan.runStatus] ?? 'workspace.recordMatching.scanFailed') : null,
    FailureMessage: failed ? scan.runErrorMessage ?? scan.lastError ?? 'The scan failed.' : null,
    CreatedAt: scan.createdAt,
    FirstProcessedAt: scan.firstProcessedAt,
    CompletedAt: scan.completedAt,
    SnapshotAt: scan.snapshotAt,
  }
}

/** A scan with no result page (queued, running, or as it has just been started). */
export function withoutResult(scan: StoredScan, profile: StoredProfile, mayCancel: boolean): FullScanDto {
  return { ...toScanState(scan, mayCancel), Profile: toScanProfile(profile), Result: null }
}

export const mayCancel = (scan: Pick<StoredScan, 'ownerUserId'>, auth: { userId: string; permissions: readonly string[] }) =>
  scan.ownerUserId === auth.userId || auth.permissions.includes(cancelPermission)
