import { BuildFailureCategory } from '../build/failures'
import type { BuildKindName } from '../build/runner'
import { BuildKind, BuildStatus, type BuildStage, type IssueSeverity } from '../../../../shared/enums'
import { uiProjectKind, type ProjectKind } from '../projectKind'
export { BuildKind, BuildStatus } from '../../../../shared/enums'

/** Numbers of the contract's BuildKind and BuildStatus, and the codes of the build operations. */

export const activeBuildStatuses: readonly number[] = [BuildStatus.Queued, BuildStatus.Running]
export const isTerminalBuild = (status: number): boolean => !activeBuildStatuses.includes(status)

export const kindName = (kind: number): BuildKindName => (kind === BuildKind.Check ? 'check' : 'build')

/** The builtin function that runs the UI project's builds on the host's queue. */
export const buildFunctionKey = uiProjectKind.buildFunctionKey
export const buildPermission = uiProjectKind.permissions.build

/** Codes of the build operations, in the project's own codes ("uiProject.build.noRevision"). */
export const buildCode = (kind: ProjectKind, name: 'noRevision' | 'unknownRevision' | 'notCancellable' | 'unavailable'): string => `${kind.codePrefix}.build.${name}`

const hostFailureReasons = {
  workerLost: { reason: 'workerLost', category: BuildFailureCategory.Infrastructure, retryable: true },
  cancelled: { reason: 'cancelled', category: BuildFailureCategory.Cancelled, retryable: false },
  timedOut: { reason: 'timedOut', category: BuildFailureCategory.Timeout, retryable: true },
  infrastructure: { reason: 'infrastructureError', category: BuildFailureCategory.Infrastructure, retryable: true },
  permissionDenied: { reason: 'permissionDenied', category: BuildFailureCategory.Validation, retryable: false },
  noOutput: { reason: 'internalError', category: BuildFailureCategory.Internal, retryable: false },
} as const

export type HostFailureName = keyof typeof hostFailureReasons

/** Failures the build records carry beyond the toolchain's own reasons, in the project's codes ("uiProject.build.workerLost"). */
export function hostFailure(kind: ProjectKind, name: HostFailureName): { reasonCode: string; category: BuildFailureCategory; retryable: boolean } {
  const { reason, category, retryable } = hostFailureReasons[name]
  return { reasonCode: `${kind.codePrefix}.build.${reason}`, category, retryable }
}

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

export function failureRecord(
  failure: {
    reasonCode: string
    category: BuildFailureCategory
    retryable: boolean
    remediationCode?: string | null
    sqlState?: string | null
    target?: { kind: string; id: string } | null
  },
  target: string | null = null,
): BuildFailureRecord {
  return {
    ReasonCode: failure.reasonCode,
    Category: failure.category,
    Retryable: failure.retryable,
    SqlState: failure.sqlState ?? null,
    TargetKind: failure.target?.kind ?? (target === null ? null : 'File'),
    TargetId: failure.target?.id ?? target,
    RemediationCode: failure.remediationCode ?? null,
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
