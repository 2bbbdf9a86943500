import type { Db } from '../../../db'

/** Who a function runs for; automation (schedules, triggers) acts with every permission. */
export interface FunctionActor {
  userId: string | null
  permissions: readonly string[]
  isAutomation: boolean
}

/** What an HTTP endpoint function sees of its request: never the raw body or secrets. */
export interface HttpRequestView {
  method: string
  query: Record<string, string>
  contentType: string | null
  bodyMemberNames: string[]
  /** The path segment after the endpoint's key, when its path suffix allows one. */
  pathSuffix: string | null
}

export interface FunctionContext {
  db: Db
  /** The run being executed, for records a function writes about its own work (e.g. renewals). */
  runId: string
  /** The function being run: record events of its writes name it, so its own triggers do not fire. */
  functionId: string
  arguments: Record<string, unknown>
  actor: FunctionActor
  /** Aborted when the run is cancelled or has exceeded its time; cancellable functions check it between steps. */
  signal: AbortSignal
  now(): Date
  log(message: string): void
  /** Reports how far the run is (Done of Total), shown on the run while it runs. */
  progress(done: number, total: number): Promise<void>
  /** Waits, ending early when the signal aborts (the caller then checks the signal). */
  pause(ms: number): Promise<void>
  /** Throws FunctionCancelledError when cancellation was requested. */
  throwIfCancelled(): void
  http: HttpRequestView | null
  /**
   * The value and version of a managed secret the function declares (`BuiltinFunction.secrets`).
   * Whatever the run records is cleaned of the values it was given.
   */
  secret(name: string): Promise<{ value: string; version: number }>
  /**
   * Records of an entity definition (id or Name) as the actor may read them (automation: all);
   * records that do not exist or that they may not read are left out.
   */
  readRecords(entityIdOrName: string, ids: readonly string[]): Promise<FunctionRecord[]>
  /**
   * Reports what happened to one record the run acts on (the records of an entity UI action),
   * shown per record once the run ends: Succeeded, Failed or Skipped, with a message for the user
   * ("Email is missing."). The last report of a record counts; a record given to the function that
   * it reports nothing on ends NotReported.
   */
  recordOutcome(instanceId: string, status: RecordOutcomeStatus, message?: string): void
}

/** One record as a function reads it: its id, display name and field values by key. */
export interface FunctionRecord {
  Id: string
  DisplayName: string
  Fields: Record<string, unknown>
}

export type RecordOutcomeStatus = 'Succeeded' | 'Failed' | 'Skipped'

export interface ValidationIssue {
  field: string | null
  message: string
}

export type FunctionResult =
  | { kind: 'success'; summary?: string | null; result?: unknown; changedRecordCount?: number }
  | { kind: 'skipped'; summary?: string | null; result?: unknown }
  | { kind: 'validation'; issues: ValidationIssue[] }
  | { kind: 'permission'; message: string }

export interface BuiltinFunction {
  key: string
  displayName: string
  description: string
  supportsCancellation: boolean
  timeoutMs: number
  maxAttempts: number
  httpEndpointKey?: string
  /** The actor needs this permission; otherwise the run ends as PermissionFailure. */
  requiredPermission?: string
  /** Bumped when the function's behaviour changes; each number is a catalog version. */
  version: number
  /** Keeps the workspace working (clean-ups, recalculations, builds): it cannot be disabled. */
  isPlatform?: boolean
  /** The managed secrets it uses, by name (shown on each secret as where it is used). */
  secrets?: readonly string[]
  run(context: FunctionContext): Promise<FunctionResult>
}

/** Raised by throwIfCancelled; the run ends as Cancelled. */
export class FunctionCancelledError extends Error {
  constructor() {
    super('The run was cancelled.')
    this.name = 'FunctionCancelledError'
  }
}

export function numberArgument(args: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = args[name]
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : fallback
}
