import type { Db } from '../../../db'
import type { ProjectKind } from '../projectKind'
import { BuildStatus, failureRecord, hostFailure } from './buildModel'
import { endBuildRow, requeueBuildRow, type BuildEndWrite } from './builds.repo'

/**
 * The writes that end a build or send it back to the queue. Each one changes only a build that is
 * still Queued or Running (and, from an execution, only its own attempt), so whoever ends a build
 * first wins and a late writer changes nothing.
 */

export interface BuildEnd extends Omit<BuildEndWrite, 'status' | 'completeStage'> {
  status: typeof BuildStatus.Succeeded | typeof BuildStatus.Failed | typeof BuildStatus.Cancelled
}

/** Ends the build; false when it had already ended (or another attempt owns it). */
export async function endBuild(db: Db, buildId: string, end: BuildEnd, now: Date, attempt: number | null = null): Promise<boolean> {
  // A succeeded build has passed every stage.
  return endBuildRow(db, buildId, { ...end, completeStage: end.status === BuildStatus.Succeeded }, now, attempt)
}

export const cancelledEnd = (kind: ProjectKind): BuildEnd => ({
  status: BuildStatus.Cancelled,
  failure: failureRecord(hostFailure(kind, 'cancelled')),
  errorSummary: 'Cancelled on request.',
})

export const workerLostEnd = (kind: ProjectKind): BuildEnd => ({
  status: BuildStatus.Failed,
  failure: failureRecord(hostFailure(kind, 'workerLost')),
  errorSummary: 'The worker running the build was lost and the build was not retried.',
})

export const permissionDeniedEnd = (kind: ProjectKind): BuildEnd => ({
  status: BuildStatus.Failed,
  failure: failureRecord(hostFailure(kind, 'permissionDenied')),
  errorSummary: `The user who started the build no longer has the permission ${kind.permissions.build}.`,
})

/** A Running build whose attempt ended without an outcome waits Queued for the job's next attempt. */
export async function requeueBuild(db: Db, buildId: string, attempt: number | null = null): Promise<void> {
  await requeueBuildRow(db, buildId, attempt)
}
