import type { Db } from '../../../db'
import { functionIdOf, JobStatus, RunStatus, type JobDecision } from '../../functions'
import { findBuildsFollowingJob, findLostBuilds } from './buildJobs.repo'
import type { ProjectKind } from '../projectKind'
import { requestBuildCancellation } from './builds.repo'
import { cancelledEnd, endBuild, permissionDeniedEnd, requeueBuild, workerLostEnd } from './buildSettle'

/**
 * A build follows its job. The builtin settles the build itself whenever its code gets to run to
 * an end; what it cannot see is decided here:
 * - the host's job decisions (queue/jobs.repo.ts `onJobDecision`, inside the deciding transaction):
 *   a retry puts a Running build back to Queued; a cancel ends a build nobody executes at once and
 *   flags one that is executing (CancellationRequested; the execution ends it as Cancelled); a job
 *   that ends Failed or Completed without the builtin having settled its build (lease expiry with
 *   no attempts left, a worker that was lost) fails it with uiProject.build.workerLost (or
 *   uiProject.build.permissionDenied when the requester lost uiproject.build before it ran);
 * - on every read of builds (`settleLostBuilds`): a build still Queued or Running whose job has
 *   ended and has no Running run left, e.g. a job cancelled while its worker process died.
 */

export const followJobDecision = (kind: ProjectKind) => async (db: Db, job: { id: string; functionId: string }, decision: JobDecision, now: Date): Promise<void> => {
  // Every job decision of the host comes here: other functions' jobs cost nothing.
  if (job.functionId !== functionIdOf(kind.buildFunctionKey)) return
  for (const build of await findBuildsFollowingJob(db, job.id)) {
    if (decision.status === JobStatus.Queued) {
      if (!build.executing) await requeueBuild(db, build.id)
    } else if (decision.status === JobStatus.Cancelled) {
      if (build.executing) await requestBuildCancellation(db, build.id)
      else await endBuild(db, build.id, cancelledEnd(kind), now)
    } else if (!build.executing) {
      await endBuild(db, build.id, build.lastRunStatus === RunStatus.PermissionFailure ? permissionDeniedEnd(kind) : workerLostEnd(kind), now)
    }
  }
}

/** Ends the builds whose job ended without settling them (see above); cheap when there are none. */
export async function settleLostBuilds(db: Db, kind: ProjectKind, now: Date): Promise<void> {
  for (const build of await findLostBuilds(db, kind)) {
    await endBuild(db, build.id, build.jobStatus === JobStatus.Cancelled ? cancelledEnd(kind) : workerLostEnd(kind), now)
  }
}
