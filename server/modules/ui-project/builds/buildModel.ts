import { BuildFailureCategory } from '../build/failures'
import type { BuildKindName } from '../build/runner'
import { BuildKind, BuildStatus, type BuildStage, type IssueSeverity } from '../../../../shared/enums'
export { BuildKind, BuildStatus } from '../../../../shared/enums'

/** Numbers of the contract's BuildKind and BuildStatus, and the codes of the build operations. */

export const activeBuildStatuses: readonly number[] = [BuildStatus.Queued, BuildStatus.Running]
export const isTerminalBuild = (status: number): boolean => !activeBuildStatuses.includes(status)

export const kindName = (kind: number): BuildKindName => (kind === BuildKind.Check ? 'check' : 'build')

/** The builtin function that runs builds on the host's queue. */
export const buildFunctionKey = 'build-ui-project'
export const buildPermission = 'uiproject.build'

export const BuildCodes = {
  noRevision: 'uiProject.build.noRevision',
  unknownRevision: 'uiProject.build.unknownRevision',
  notCancellable: 'uiProject.build.notCancellable',
  unavailable: 'uiProject.build.unavailable',
} as const

/** Failures the build records carry beyond the runner's own reasons (build/failures.ts). */
export const hostFailures = {
  workerLost: { reasonCode: 'uiProject.build.workerLost', category: BuildFailureCategory.Infrastructure, retryable: true },
  cancelled: { reasonCode: 'uiProject.build.cancelled', category: BuildFailureCategory.Cancelled, retryable: false },
  timedOut: { reasonCode: 'uiProject.build.timedOut', category: BuildFailureCategory.Timeout, retryable: true },
  infrastructure: { reasonCode: 'uiProject.build.infrastructureError', category: BuildFailureCategory.Infrastructure, retryable: true },
  permissionDenied: { reasonCode: 'uiProject.build.permissionDenied', category: BuildFailureCategory.Validation, retryable: false },
  noOutput: { reasonCode: 'uiProject.build.internalError', category: BuildFailureCategory.Internal, retryable: false },
} as const

/** The Failure member as stored (jsonb) and answered. */
export interface BuildFailureRecord {
  ReasonCode: string
  Category: BuildFailureCategory
  Retryable: boolean
  SqlState: string | null
  TargetKind: string | null
  TargetId: string | null
  RemediationCode: string | null
}

export function failureRecord(failure: { reasonCode: string; category: BuildFailureCategory; retryable: boolean }, target: string | null = null): BuildFailureRecord {
  return {
    ReasonCode: failure.reasonCode,
    Category: failure.category,
    Retryable: failure.retryable,
    SqlState: null,
    TargetKind: target === null ? null : 'File',
    TargetId: target,
    RemediationCode: null,
  }
}

/** One entry of the Stages member. */
export interface StageRecord {
  Stage: BuildStage
  StartedAt: string
  CompletedAt: string | null
  DurationMs: number | null
  LogLineCount: number
  LogTruncated: boolean
}

/** One entry of the Diagnostics member: the runner's diagnostic with the contract's IssueSeverity number. */
export interface DiagnosticRecord {
  File: string | null
  Line: number | null
  Column: number | null
  EndLine: number | null
  EndColumn: number | null
  Severity: IssueSeverity
  Source: string
  Code: string | null
  Message: string
}
