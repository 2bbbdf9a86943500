import { cachedRecordModel, createInstance, getInstance, patchCheckedInstance, type Caller } from '../entities'
import { projectFunctionTimeoutMs, type BuiltinFunction, type FunctionContext, type FunctionImplementationProvider, type FunctionResult, type ProjectImplementation } from '../functions'
import { securityFacts } from '../principals'
import { activeArtifactRow, readAssemblyBytes, type ArtifactRow } from '../ui-project'
import { artifactFunctionsOf } from './artifacts'
import { netOperationProjectKind } from './projectKind'
import { invokeFunction, type InvokeOutcome, type InvokeRecord, type JsonObject, type MutationOperationName } from './toolchain'

/**
 * How a catalog function of the Net Operation Project runs: its version's assembly in a Mono
 * process (sandboxed, time- and memory-limited), given the arguments and the record it acts on as
 * JSON; what it answers becomes the run's result, its validation issues, or record changes that go
 * through the record path as the run's actor. It runs only while the active artifact offers it.
 */

const memoryMb = 256
/** The executor's time limit ends a run first; this only keeps a lost process from living on. */
const processLimitMs = 10 * 60_000

class ProjectFunctionError extends Error {
  constructor(name: string, message: string) {
    super(message)
    this.name = name
  }
}

export const projectFunctionProvider: FunctionImplementationProvider = {
  kind: 'NetOperationProject',
  implementationFor: (key, implementation): BuiltinFunction => ({
    key,
    displayName: key,
    description: `Net Operation Project: ${implementation.Method}.`,
    supportsCancellation: true,
    timeoutMs: projectFunctionTimeoutMs,
    maxAttempts: 1,
    version: implementation.CodeVersion,
    run: (context) => runProjectFunction(context, key, implementation),
  }),
}

async function runProjectFunction(context: FunctionContext, key: string, implementation: ProjectImplementation): Promise<FunctionResult> {
  const active = await activeArtifactRow(context.db, netOperationProjectKind)
  if (!active || !artifactFunctionsOf(active).some((fn) => fn.Key === key)) {
    throw new ProjectFunctionError('FunctionNotActive', `The active artifact of the Net Operation Project does not offer "${key}": activate an artifact that has it.`)
  }
  const assembly = await assemblyOf(context, implementation.ArtifactId, active)
  if (!assembly) throw new ProjectFunctionError('ArtifactUnavailable', `The assembly of build #${implementation.CodeVersion} was purged; this version cannot run.`)
  const caller = await callerOf(context)
  const target = await targetRecord(context, caller)
  const outcome = await invokeFunction({
    assembly,
    functionKey: key,
    request: {
      arguments: jsonArguments(context.arguments),
      record: target?.record ?? null,
      operation: operationOf(context.arguments.Operation),
      userId: context.actor.userId,
      now: context.now().toISOString(),
    },
    timeoutMs: processLimitMs,
    memoryMb,
    signal: context.signal,
  })
  for (const line of outcome.logs) context.log(line)
  return resultOf(context, caller, outcome, target)
}

/**
 * The active artifact's assembly is kept in memory: it cannot be purged while active, and an
 * artifact's bytes never change. Any other (a pinned older version) is read each time.
 */
const activeAssembly: { artifactId: string | null; bytes: Buffer | null } = { artifactId: null, bytes: null }

async function assemblyOf(context: FunctionContext, artifactId: string, active: ArtifactRow): Promise<Buffer | null> {
  if (active.id !== artifactId || !active.assets_available) return (await readAssemblyBytes(context.db, artifactId)) ?? null
  if (activeAssembly.artifactId !== artifactId) {
    const bytes = (await readAssemblyBytes(context.db, artifactId)) ?? null
    if (!bytes) return null
    Object.assign(activeAssembly, { artifactId, bytes })
  }
  return activeAssembly.bytes
}

async function resultOf(context: FunctionContext, caller: Caller, outcome: InvokeOutcome, target: Target | null): Promise<FunctionResult> {
  switch (outcome.kind) {
    case 'success': {
      const changed = await applyChanges(context, caller, outcome, target)
      return { kind: 'success', summary: outcome.summary, result: outcome.result, changedRecordCount: changed }
    }
    case 'validation':
      return { kind: 'validation', issues: outcome.issues.map((issue) => ({ field: issue.field, message: issue.message })) }
    case 'exception':
      throw new ProjectFunctionError(outcome.error?.type ?? 'Exception', outcome.error?.message ?? 'The function threw an exception.')
    case 'cancelled':
    case 'timeout':
      // The executor's own signal stopped it: it records Cancelled or Timeout.
      context.throwIfCancelled()
      throw new ProjectFunctionError('Timeout', 'The function\'s process exceeded its time.')
    case 'memoryExceeded':
      throw new ProjectFunctionError('MemoryExceeded', `The function used more than ${memoryMb} MB of memory.`)
    case 'toolchainMissing':
      throw new ProjectFunctionError('ToolchainMissing', 'Mono\'s runtime is not installed on this machine: install the Debian package mono-runtime.')
    case 'sandboxUnavailable':
      throw new ProjectFunctionError('SandboxUnavailable', 'The isolated process for the function could not be started on this machine.')
    case 'crashed':
      throw new ProjectFunctionError('ProcessCrashed', outcome.error?.message ?? 'The function\'s process ended without an answer.')
  }
}

interface Target {
  record: InvokeRecord
  rowVersion: string
}

/** The record the run acts on: an action's or trigger's first record, as the actor may read it. */
async function targetRecord(context: FunctionContext, caller: Caller): Promise<Target | null> {
  const args = context.arguments
  const entity = typeof args.EntityDefinitionId === 'string' ? args.EntityDefinitionId : typeof args.EntityName === 'string' ? args.EntityName : null
  const ids = Array.isArray(args.InstanceIds) ? args.InstanceIds : typeof args.InstanceId === 'string' ? [args.InstanceId] : []
  const id = ids.find((candidate): candidate is string => typeof candidate === 'string')
  if (!entity || !id) return null
  const instance = await getInstance(context.db, caller, entity, id, context.now())
  const entityName = (await cachedRecordModel(context.db, entity))?.name ?? entity
  return { record: { entityName, id: instance.Id, fields: jsonArguments(instance.Fields) }, rowVersion: instance.RowVersion }
}

/** Each change through the record path: a patch of the record read (at its RowVersion) or of another, or a new record. */
async function applyChanges(context: FunctionContext, caller: Caller, outcome: InvokeOutcome, target: Target | null): Promise<number> {
  let changed = 0
  for (const change of outcome.changes) {
    if (change.id === null) {
      await createInstance(context.db, caller, change.entityName, change.fields, context.now())
    } else {
      const rowVersion = target && target.record.id === change.id ? target.rowVersion : (await getInstance(context.db, caller, change.entityName, change.id, context.now())).RowVersion
      await patchCheckedInstance(context.db, caller, change.entityName, change.id, { RowVersion: rowVersion, Fields: change.fields }, context.now(), { byFunctionId: context.functionId })
    }
    changed += 1
  }
  return changed
}

/** The run's actor as the record path knows callers; automation acts with full access. */
async function callerOf(context: FunctionContext): Promise<Caller> {
  const { userId, isAutomation } = context.actor
  if (isAutomation || !userId) return { userId: 'automation', userName: 'Automation', roles: ['Admin'] }
  const facts = await securityFacts(context.db, userId)
  return { userId, userName: facts?.displayName ?? userId, roles: facts?.roleNames ?? [] }
}

function jsonArguments(value: Record<string, unknown>): JsonObject {
  return JSON.parse(JSON.stringify(value ?? {})) as JsonObject
}

const operations: readonly MutationOperationName[] = ['create', 'patch', 'archive', 'restore', 'delete']
const operationOf = (value: unknown): MutationOperationName | null =>
  typeof value === 'string' && (operations as readonly string[]).includes(value) ? (value as MutationOperationName) : null
