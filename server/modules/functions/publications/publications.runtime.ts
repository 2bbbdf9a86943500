import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { functionAtVersion, type CatalogFunction } from '../catalog'
import { requireEnabled } from '../catalogEdits'
import { listStoredFunctions } from '../catalog.repo'
import { executeNow } from '../executor'
import { ExecutionSource, FunctionCodes } from '../model'
import { enqueueJob } from '../queue/jobs.repo'
import { findRun } from '../runs/runs.repo'
import type { FunctionRuntime } from '../runtime'
import { checkArguments } from './inputSchema'
import { findPublicationRow, listPublicationRows, type StoredPublication } from './publications.repo'
import { answers, DeduplicationMode, PublicationKind, runtimePathOf } from './publications.service'

/**
 * Published functions at runtime: a caller holding the publication's permission runs a command
 * (synchronously) or enqueues a job, with arguments checked against the publication's input schema.
 */

type CommandResult = PublicSchemas['FunctionCommandResult']
type EnqueueResult = PublicSchemas['FunctionEnqueueResult']

const kindName = (kind: number) => (kind === PublicationKind.Command ? 'as a command' : 'for enqueue')

/** The publication, if the caller may call it as `kind`, and the function version it runs. */
async function admitted(db: Db, auth: AuthContext, key: string, kind: number): Promise<{ publication: StoredPublication; fn: CatalogFunction }> {
  const publication = await findPublicationRow(db, 'key', key)
  if (!publication) {
    const error = notFound(`No function is published as "${key}".`, key)
    error.issues[0]!.Code = FunctionCodes.unknownPublication
    throw error
  }
  if (!auth.permissions.includes(publication.requiredPermission)) {
    throw forbidden(`Calling "${key}" needs the permission ${publication.requiredPermission}.`, { permissions: [publication.requiredPermission] })
  }
  if (!answers(publication.kind, kind)) {
    throw conflict(FunctionCodes.publicationKindMismatch, `"${key}" is published ${kindName(publication.kind)}: call ${runtimePathOf(key, publication.kind)}.`)
  }
  if (!publication.isEnabled) throw conflict(FunctionCodes.publicationDisabled, `The publication "${key}" is disabled.`)
  const fn = await functionAtVersion(db, publication.functionId, publication.functionVersionId)
  if (!fn) throw notFound(`The function published as "${key}" is not installed.`, key)
  return { publication, fn: requireEnabled(fn) }
}

export async function executeCommand(db: Db, runtime: FunctionRuntime, auth: AuthContext, key: string, args: Record<string, unknown>): Promise<CommandResult> {
  const { publication, fn } = await admitted(db, auth, key, PublicationKind.Command)
  checkArguments(publication.inputSchema, args)
  const { runId, outcome } = await executeNow(
    db,
    runtime,
    { fn, source: ExecutionSource.Command, workerId: runtime.workerId, arguments: args, actorUserId: auth.userId, publicationId: publication.id },
    { userId: auth.userId, permissions: auth.permissions, isAutomation: false },
    null,
  )
  const run = await findRun(db, runId)
  return {
    RunId: runId,
    Status: outcome.status,
    ResultSummary: run?.ResultSummary ?? null,
    Result: run?.ResultJson ?? null,
    ErrorType: run?.ErrorType ?? null,
    ErrorMessage: run?.ErrorMessage ?? null,
  }
}

/** The key the publication's deduplication rule gives this call, or null. */
function deduplicationKeyOf(publication: StoredPublication, args: Record<string, unknown>, callerKey: string | null): string | null {
  if (publication.deduplicationMode === DeduplicationMode.CallerKey) return callerKey ? `pub:${publication.id}:${callerKey}` : null
  if (publication.deduplicationMode !== DeduplicationMode.ArgumentMembers) return null
  const values = publication.deduplicationMembers.map((member) => args[member])
  if (values.some((value) => value === undefined || value === null || value === '')) {
    const missing = publication.deduplicationMembers.filter((_, index) => values[index] === undefined || values[index] === null || values[index] === '')
    throw badRequest(FunctionCodes.invalidArguments, `The deduplication key is built from ${missing.join(', ')}: give ${missing.length === 1 ? 'it' : 'them'}.`, `Arguments.${missing[0]}`)
  }
  return `pub:${publication.id}:${JSON.stringify(values)}`
}

export async function enqueuePublished(
  db: Db,
  runtime: FunctionRuntime,
  auth: AuthContext,
  key: string,
  args: Record<string, unknown>,
  callerKey: string | null,
): Promise<EnqueueResult> {
  const { publication, fn } = await admitted(db, auth, key, PublicationKind.Enqueue)
  checkArguments(publication.inputSchema, args)
  if (callerKey && publication.deduplicationMode !== DeduplicationMode.CallerKey) {
    throw badRequest('workspace.validation.invalid', `"${key}" does not take a caller's deduplication key.`, 'DeduplicationKey')
  }
  const result = await enqueueJob(db, {
    fn,
    source: ExecutionSource.Command,
    arguments: args,
    deduplicationKey: deduplicationKeyOf(publication, args, callerKey),
    actorUserId: auth.userId,
    publicationId: publication.id,
  }, runtime.clock())
  if (!result.deduplicated) runtime.wake()
  return { JobId: result.jobId, Deduplicated: result.deduplicated }
}

/** The enabled publications the caller holds the permission for. */
export async function listCallablePublications(db: Db, auth: AuthContext): Promise<Array<PublicSchemas['FunctionRuntimePublication']>> {
  const functions = new Map((await listStoredFunctions(db)).map((fn) => [fn.id, fn]))
  return (await listPublicationRows(db))
    .filter((row) => row.isEnabled && functions.get(row.functionId)?.isEnabled && auth.permissions.includes(row.requiredPermission))
    .map((row) => ({
      Key: row.key,
      Kind: row.kind as PublicSchemas['FunctionRuntimePublication']['Kind'],
      Description: row.description,
      FunctionDisplayName: functions.get(row.functionId)!.displayName,
      InputSchema: row.inputSchema,
      DeduplicationMode: row.deduplicationMode as PublicSchemas['FunctionRuntimePublication']['DeduplicationMode'],
      Path: runtimePathOf(row.key, row.kind),
    }))
}
