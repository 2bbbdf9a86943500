import { FunctionRunStatus as RunStatus, FunctionJobStatus as JobStatus } from '../../../shared/enums'
export { FunctionRunStatus as RunStatus, FunctionJobStatus as JobStatus, FunctionExecutionSource as ExecutionSource, ActionTargetScope } from '../../../shared/enums'

/** Numeric states and sources of the function host, as the contract's enumerations number them. */

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
  functionDisabled: 'workspace.functions.disabled',
  platformFunction: 'workspace.functions.platformFunction',
  unknownVersion: 'workspace.functions.unknownVersion',
  unknownPublication: 'workspace.functions.unknownPublication',
  publicationDisabled: 'workspace.functions.publicationDisabled',
  publicationKindMismatch: 'workspace.functions.publicationKindMismatch',
  duplicateKey: 'workspace.functions.duplicateKey',
  httpEndpointDisabled: 'workspace.functions.http.endpointDisabled',
  httpMethodNotAllowed: 'workspace.functions.http.methodNotAllowed',
  httpRouteNotFound: 'workspace.functions.http.routeNotFound',
  httpUnsupportedMediaType: 'workspace.functions.http.unsupportedMediaType',
  httpRequestTooLarge: 'workspace.functions.http.requestTooLarge',
  httpLengthRequired: 'workspace.functions.http.lengthRequired',
  httpAuthenticationRequired: 'workspace.functions.http.authenticationRequired',
  httpRateLimited: 'workspace.functions.http.rateLimited',
} as const
