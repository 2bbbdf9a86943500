import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db'
import { badRequest, notFound } from '../../http/errors'
import { administratorRoles, type AuthContext, type OperationHandlers } from '../../http/operation'
import { cancelJob, cancelRun, listAuditLog } from './cancel'
import { listAuditPage } from './audit'
import { rerunFailureGroup, rerunRun, retryJob, runFunctionNow, runScheduleNow } from './rerun'
import { listFunctionDefinitions } from './catalogEdits'
import { admitHttpCall, callHttpEndpoint } from './endpoints/httpCall'
import { enqueuePublished, executeCommand, listCallablePublications } from './publications/publications.runtime'
import { FunctionCodes } from './model'
import { findJob } from './queue/jobs.repo'
import { findRun } from './runs/runs.repo'
import { runtimeFor } from './runtime'
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from './schedules'

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

/** A job its caller enqueued, or any job for those who watch operations; others' jobs answer as missing. */
async function jobTracking(db: Db, auth: AuthContext, jobId: string) {
  const job = await findJob(db, jobId)
  const mayRead = job && (job.Actor?.Id === auth.userId || auth.permissions.includes('functions.operations.view'))
  if (!job || !mayRead) throw notFound(`Job "${jobId}" does not exist.`, jobId)
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
  FunctionOperations_CreateSchedule: {
    requiredRoles: administratorRoles,
    handle: ({ db, auth, body }) => createSchedule(db, auth.userId, body, runtimeFor(db).clock()),
  },
  FunctionOperations_DeleteSchedule: {
    requiredRoles: administratorRoles,
    handle: ({ db, auth, params, query }) => deleteSchedule(db, auth.userId, params.scheduleId, query.rowVersion, runtimeFor(db).clock()),
  },
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

  Functions_ListPublications: { handle: ({ db, auth }) => listCallablePublications(db, auth) },
  Functions_ExecuteCommand: {
    handle: ({ db, auth, body, params }) => executeCommand(db, runtimeFor(db), auth, params.publicationKey, argumentsOf(body.Arguments)),
  },
  Functions_Enqueue: {
    handle: ({ db, auth, body, params }) =>
      enqueuePublished(db, runtimeFor(db), auth, params.publicationKey, argumentsOf(body.Arguments), body.DeduplicationKey?.trim() || null),
  },
  Functions_GetJob: {
    handle: ({ db, auth, params }) => jobTracking(db, auth, params.jobId),
  },
  ...httpEndpointHandlers(),
}

/** Every method, with and without the path suffix: each call is admitted as its endpoint is configured. */
function httpEndpointHandlers(): OperationHandlers {
  const served = {
    access: 'public' as const,
    admit: (request: FastifyRequest, db: Db) => admitHttpCall(db, runtimeFor(db), request),
    handle: ({ db, request }: { db: Db; request: FastifyRequest }) => callHttpEndpoint(db, runtimeFor(db), request),
  }
  return {
    Functions_HttpEndpointGet: served,
    Functions_HttpEndpointGetWithSuffix: served,
    Functions_HttpEndpointPost: served,
    Functions_HttpEndpointPostWithSuffix: served,
    Functions_HttpEndpointPut: served,
    Functions_HttpEndpointPutWithSuffix: served,
    Functions_HttpEndpointPatch: served,
    Functions_HttpEndpointPatchWithSuffix: served,
    Functions_HttpEndpointDelete: served,
    Functions_HttpEndpointDeleteWithSuffix: served,
  }
}
