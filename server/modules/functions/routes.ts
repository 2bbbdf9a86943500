import type { Db } from '../../db'
import { badRequest, notFound } from '../../http/errors'
import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { executeAction, listTriggerBindings } from './automation'
import { cancelJob, cancelRun, listAuditLog } from './cancel'
import { listAuditPage } from './audit'
import { rerunFailureGroup, rerunRun, retryJob, runFunctionNow, runScheduleNow } from './rerun'
import { listFunctionDefinitions, requireFunctionByKey } from './catalog'
import { executeNow } from './executor'
import { callHttpEndpoint } from './httpEndpoint'
import { ExecutionSource, FunctionCodes } from './model'
import { enqueueJob, findJob } from './queue/jobs.repo'
import { findRun } from './runs/runs.repo'
import { runtimeFor } from './runtime'
import { listSchedules, updateSchedule } from './schedules'

/** Handlers of the function host: catalog, schedules, bindings, cancels, run/job detail and invocations. */

const view = { requiredPermissions: ['functions.operations.view'] }
const cancel = { requiredPermissions: ['functions.operations.cancel'] }
const runByHand = { requiredPermissions: ['functions.operations.run'] }

function argumentsOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(FunctionCodes.invalidArguments, 'Arguments must be a JSON object.', 'Arguments')
  }
  return value as Record<string, unknown>
}

async function jobTracking(db: Db, jobId: string) {
  const job = await findJob(db, jobId)
  if (!job) throw notFound(`Job "${jobId}" does not exist.`, jobId)
  const run = job.RunId ? await findRun(db, job.RunId) : null
  return {
    JobId: job.Id,
    Status: job.Status,
    AttemptCount: job.AttemptCount,
    NextAttemptAt: job.NextAttemptAt,
    RunId: job.RunId,
    RunStatus: job.RunStatus,
    ResultSummary: run?.ResultSummary ?? null,
    LastError: job.LastError,
  }
}

export const functionHostOperations: OperationHandlers = {
  FunctionOperations_ListFunctions: { ...view, handle: ({ db }) => listFunctionDefinitions(db) },
  FunctionOperations_ListSchedules: { ...view, handle: ({ db }) => listSchedules(db) },
  FunctionOperations_UpdateSchedule: {
    requiredRoles: administratorRoles,
    handle: ({ db, auth, params, body }) => updateSchedule(db, auth.userId, params.scheduleId, body, runtimeFor(db).clock()),
  },
  FunctionOperations_ListTriggerBindings: { ...view, handle: ({ db }) => listTriggerBindings(db) },
  FunctionOperations_ListAuditLog: {
    ...view,
    handle: ({ db, query }) => listAuditLog(db, query.TargetId, query.Limit ?? 100),
  },
  FunctionOperations_RerunRun: {
    ...runByHand,
    handle: ({ db, auth, params }) => rerunRun(db, runtimeFor(db), auth, params.runId, runtimeFor(db).clock()),
  },
  FunctionOperations_RerunFailureCluster: {
    ...runByHand,
    handle: ({ db, auth, params, body }) => rerunFailureGroup(db, runtimeFor(db), auth, params.clusterKey, body ?? {}, runtimeFor(db).clock()),
  },
  FunctionOperations_RetryJob: {
    ...runByHand,
    handle: ({ db, auth, params }) => retryJob(db, runtimeFor(db), auth, params.jobId, runtimeFor(db).clock()),
  },
  FunctionOperations_RunScheduleNow: {
    ...runByHand,
    handle: ({ db, auth, params }) => runScheduleNow(db, runtimeFor(db), auth, params.scheduleId, runtimeFor(db).clock()),
  },
  FunctionOperations_RunFunctionNow: {
    ...runByHand,
    handle: ({ db, auth, params, body }) => runFunctionNow(db, runtimeFor(db), auth, params.functionId, argumentsOf(body.Arguments), runtimeFor(db).clock()),
  },
  FunctionOperations_ListAuditLogPage: {
    ...view,
    handle: ({ db, query }) => listAuditPage(db, query),
  },
  FunctionOperations_GetRun: {
    ...view,
    handle: async ({ db, params }) => {
      const run = await findRun(db, params.runId)
      if (!run) throw notFound(`Run "${params.runId}" does not exist.`, params.runId)
      return run
    },
  },
  FunctionOperations_GetJob: {
    ...view,
    handle: async ({ db, params }) => {
      const job = await findJob(db, params.jobId)
      if (!job) throw notFound(`Job "${params.jobId}" does not exist.`, params.jobId)
      return job
    },
  },
  FunctionOperations_CancelRun: {
    ...cancel,
    handle: ({ db, auth, params }) => cancelRun(db, runtimeFor(db), auth, params.runId, runtimeFor(db).clock()),
  },
  FunctionOperations_CancelJob: {
    ...cancel,
    handle: ({ db, auth, params }) => cancelJob(db, runtimeFor(db), auth, params.jobId, runtimeFor(db).clock()),
  },

  Functions_ExecuteCommand: {
    handle: async ({ db, auth, body, params }) => {
      const args = argumentsOf(body.Arguments)
      const fn = await requireFunctionByKey(db, params.functionKey)
      const runtime = runtimeFor(db)
      const { runId, outcome } = await executeNow(
        db,
        runtime,
        { fn, source: ExecutionSource.Command, workerId: runtime.workerId, arguments: args, actorUserId: auth.userId },
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
    },
  },
  Functions_Enqueue: {
    handle: async ({ db, auth, body, params }) => {
      const args = argumentsOf(body.Arguments)
      const fn = await requireFunctionByKey(db, params.functionKey)
      const runtime = runtimeFor(db)
      const result = await enqueueJob(db, {
        fn,
        source: ExecutionSource.Command,
        arguments: args,
        deduplicationKey: body.DeduplicationKey?.trim() || null,
        actorUserId: auth.userId,
      }, runtime.clock())
      if (!result.deduplicated) runtime.wake()
      return { JobId: result.jobId, Deduplicated: result.deduplicated }
    },
  },
  Functions_GetJob: {
    handle: ({ db, params }) => jobTracking(db, params.jobId),
  },
  EntityActions_Execute: {
    handle: ({ db, auth, body, params }) => executeAction(db, runtimeFor(db), auth, params.entityIdOrKey, params.actionKey, body.InstanceIds),
  },
  Functions_HttpEndpointGet: {
    access: 'public',
    handle: ({ db, request, params }) => callHttpEndpoint(db, runtimeFor(db), request, params.endpointKey),
  },
  Functions_HttpEndpointPost: {
    access: 'public',
    acceptsFormBody: true,
    handle: ({ db, request, params }) => callHttpEndpoint(db, runtimeFor(db), request, params.endpointKey),
  },
}
