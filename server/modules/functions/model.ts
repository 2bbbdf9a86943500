/** Numeric states and sources of the function host, as the contract's enumerations number them. */

export const RunStatus = {
  Success: 0,
  ValidationFailure: 1,
  PermissionFailure: 2,
  Timeout: 3,
  RuntimeException: 4,
  Cancelled: 5,
  Running: 6,
  Skipped: 7,
  StoppedByWorkerRestart: 8,
} as const
export type RunStatus = (typeof RunStatus)[keyof typeof RunStatus]

export const JobStatus = { Queued: 0, Leased: 1, Completed: 2, Failed: 3, Cancelled: 4 } as const
export type JobStatus = (typeof JobStatus)[keyof typeof JobStatus]

export const ExecutionSource = { Command: 0, Action: 1, Trigger: 2, Schedule: 3, HttpEndpoint: 4 } as const
export type ExecutionSource = (typeof ExecutionSource)[keyof typeof ExecutionSource]

export const ActionTargetScope = { NoRecord: 0, SingleRecord: 1, MultipleRecords: 2 } as const
export type ActionTargetScope = (typeof ActionTargetScope)[keyof typeof ActionTargetScope]

export const terminalJobStatuses: readonly JobStatus[] = [JobStatus.Completed, JobStatus.Failed, JobStatus.Cancelled]
export const activeJobStatuses: readonly JobStatus[] = [JobStatus.Queued, JobStatus.Leased]

export const isTerminalJob = (status: number): boolean => status >= JobStatus.Completed
export const isTerminalRun = (status: number): boolean => status !== RunStatus.Running
export const isSuccessfulRun = (status: number): boolean => status === RunStatus.Success || status === RunStatus.Skipped

/** The deterministic summary of a successful result that came without one. */
export const defaultSummary = (status: number): string => (status === RunStatus.Skipped ? 'Skipped.' : 'Completed.')

/** Issue codes of the function host. */
export const FunctionCodes = {
  runNotCancellable: 'workspace.functions.runNotCancellable',
  jobNotCancellable: 'workspace.functions.jobNotCancellable',
  unknownFunction: 'workspace.functions.unknownFunction',
  invalidArguments: 'workspace.functions.invalidArguments',
  invalidCron: 'workspace.functions.invalidCron',
  invalidTimeZone: 'workspace.functions.invalidTimeZone',
  unknownAction: 'workspace.functions.unknownAction',
  actionTargetMismatch: 'workspace.functions.actionTargetMismatch',
  httpAuthenticationFailed: 'workspace.functions.http.authenticationFailed',
  httpFunctionFailed: 'workspace.functions.http.functionFailed',
} as const
