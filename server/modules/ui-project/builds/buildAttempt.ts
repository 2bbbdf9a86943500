import type { Db } from '../../../db'
import type { ProjectKind } from '../projectKind'
import { findRevisionContentHash } from '../source/revisions.repo'
import { isTerminalBuild } from './buildModel'
import { findRunJob } from './buildJobs.repo'
import { lockBuild, startBuildAttempt } from './builds.repo'
import { clearLogs } from './buildLog.repo'

/**
 * The start of one attempt of a build by the builtin: the build becomes Running with the job's
 * attempt number, this worker and a fresh set of stages, diagnostics and logs.
 */

export interface BuildAttempt {
  project: ProjectKind
  buildId: string
  revisionId: string
  kind: number
  jobId: string
  attempt: number
  maxAttempts: number
}

export type AttemptStart = { started: true; attempt: BuildAttempt } | { started: false; reason: string }

export async function beginAttempt(db: Db, project: ProjectKind, buildId: string, runId: string, now: Date): Promise<AttemptStart> {
  return db.transaction(async (tx) => {
    const build = await lockBuild(tx, buildId)
    if (!build || build.project_id !== project.id) return { started: false, reason: 'the build no longer exists' }
    if (isTerminalBuild(build.status)) return { started: false, reason: 'the build has already ended' }
    if (build.cancellation_requested) return { started: false, reason: 'the build was cancelled' }
    const run = await findRunJob(tx, runId)
    // Only the build's own job runs it: a second execution would race the first for the same row.
    if (!run || run.jobId === null || run.jobId !== build.job_id) return { started: false, reason: 'the build belongs to another job' }
    const generatedProjectChecksum = await findRevisionContentHash(tx, build.revision_id)
    const attempt = run.attemptCount ?? build.attempt_count + 1
    await startBuildAttempt(tx, buildId, { now, workerId: run.workerId, attempt, generatedProjectChecksum })
    await clearLogs(tx, buildId)
    return {
      started: true,
      attempt: { project, buildId, revisionId: build.revision_id, kind: build.kind, jobId: run.jobId, attempt, maxAttempts: run.maxAttempts ?? 1 },
    }
  })
}
