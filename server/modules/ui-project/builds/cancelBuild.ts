import type { Db } from '../../../db'
import { conflict, EnvelopeError, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { cancelJob, runtimeFor } from '../../functions'
import type { ProjectKind } from '../projectKind'
import { buildCode, BuildStatus, isTerminalBuild } from './buildModel'
import { settleLostBuilds } from './buildJobSync'
import { findBuildRow } from './builds.repo'
import { toBuildDto, type BuildDto } from './builds.mappers'

/**
 * UiProject_CancelBuild through the host's own job cancel (audited like every job cancel): a queued
 * build ends Cancelled at once; a running one gets CancellationRequested, its execution's signal
 * aborts (the runner kills its child) and it ends Cancelled when the execution has stopped.
 */
export async function cancelBuild(db: Db, kind: ProjectKind, auth: AuthContext, buildId: string, now: Date): Promise<BuildDto> {
  await settleLostBuilds(db, kind, now)
  const build = await findBuildRow(db, kind, buildId)
  if (!build) throw notFound(`Build "${buildId}" does not exist.`, buildId)
  if (isTerminalBuild(build.status) || build.job_id === null) throw notCancellable(kind, build.status, toBuildDto(build))
  try {
    await cancelJob(db, runtimeFor(db), auth, build.job_id, now)
  } catch (error) {
    // The job ended in the meantime: the build ended with it (or is settled now).
    if (!(error instanceof EnvelopeError) || error.status !== 409) throw error
    await settleLostBuilds(db, kind, now)
    const ended = (await findBuildRow(db, kind, buildId))!
    if (ended.status !== BuildStatus.Cancelled) throw notCancellable(kind, ended.status, toBuildDto(ended))
  }
  return toBuildDto((await findBuildRow(db, kind, buildId))!)
}

function notCancellable(kind: ProjectKind, status: number, current: BuildDto): EnvelopeError {
  const state = status === BuildStatus.Succeeded ? 'succeeded' : status === BuildStatus.Failed ? 'failed' : 'been cancelled'
  return conflict(buildCode(kind, 'notCancellable'), `The build has already ${state} and cannot be cancelled.`, undefined, current)
}
