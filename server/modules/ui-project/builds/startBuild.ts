import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { badRequest, conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { findFunction, ExecutionSource, enqueueJob, runtimeFor } from '../../functions'
import { lockProject, setLastBuildNumber } from '../project.repo'
import { isProjectRevision } from '../source/revisions.repo'
import type { ProjectKind } from '../projectKind'
import { buildCode, kindName } from './buildModel'
import { findBuildRow, insertBuild, setBuildJob } from './builds.repo'
import { toBuildDto, type BuildDto } from './builds.mappers'

/** UiProject_StartBuild: a build row (next BuildNumber, Queued) and its job on the host, in one transaction. */

export type StartBuildRequest = ConfigSchemas['UiProjectBuildRequest']

export async function startBuild(db: Db, kind: ProjectKind, auth: AuthContext, body: StartBuildRequest, now: Date): Promise<BuildDto> {
  const fn = await findFunction(db, 'key', kind.buildFunctionKey)
  if (!fn) throw conflict(buildCode(kind, 'unavailable'), 'The build function is not installed on this host.')
  const buildId = await db.transaction(async (tx) => {
    const project = await lockProject(tx, kind, now)
    const revisionId = body.RevisionId ?? project.working_revision_id
    if (!revisionId) throw badRequest(buildCode(kind, 'noRevision'), 'The project has no revision yet: apply a template or save files first.', 'RevisionId')
    if (!(await isProjectRevision(tx, kind, revisionId))) throw badRequest(buildCode(kind, 'unknownRevision'), `Revision "${revisionId}" does not exist.`, 'RevisionId')
    const buildNumber = project.last_build_number + 1
    await setLastBuildNumber(tx, kind, buildNumber)
    const id = randomUUID()
    await insertBuild(tx, kind, { id, revisionId, buildNumber, kind: body.Kind, requestedByUserId: auth.userId, now, rowVersion: randomUUID() })
    const job = await enqueueJob(tx, {
      fn,
      source: ExecutionSource.Command,
      arguments: { BuildId: id },
      deduplicationKey: `${kind.slug}-build:${id}`,
      actorUserId: auth.userId,
      operation: kindName(body.Kind),
    }, now)
    await setBuildJob(tx, id, job.jobId)
    return id
  })
  runtimeFor(db).wake()
  return toBuildDto((await findBuildRow(db, kind, buildId))!)
}
