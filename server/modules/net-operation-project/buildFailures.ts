import { BuildFailureCategory, type BuildFailure } from '../ui-project'
import { installMonoRemediation } from './projectKind'
import type { CompileFailureReason } from './toolchain'

/** Every reason a check or build of the Net Operation Project fails for: its category, whether trying again may help, and what to do. */

type Reason = CompileFailureReason | 'schemaUnreadable' | 'functionKeys'

const reasons: Record<Reason, { category: BuildFailureCategory; retryable: boolean; remediation: string | null }> = {
  toolchainMissing: { category: BuildFailureCategory.Dependency, retryable: false, remediation: installMonoRemediation },
  sandboxUnavailable: { category: BuildFailureCategory.Infrastructure, retryable: true, remediation: 'netOperationProject.remediation.allowNamespaces' },
  compileErrors: { category: BuildFailureCategory.Compilation, retryable: false, remediation: 'netOperationProject.remediation.fixDiagnostics' },
  invalidProject: { category: BuildFailureCategory.Validation, retryable: false, remediation: 'netOperationProject.remediation.fixDiagnostics' },
  functionKeys: { category: BuildFailureCategory.Validation, retryable: false, remediation: 'netOperationProject.remediation.fixDiagnostics' },
  timedOut: { category: BuildFailureCategory.Timeout, retryable: true, remediation: null },
  cancelled: { category: BuildFailureCategory.Cancelled, retryable: false, remediation: null },
  memoryExceeded: { category: BuildFailureCategory.Quota, retryable: false, remediation: 'netOperationProject.remediation.reduceMemory' },
  schemaUnreadable: { category: BuildFailureCategory.Database, retryable: true, remediation: null },
  internalError: { category: BuildFailureCategory.Internal, retryable: false, remediation: null },
}

export function netBuildFailure(reason: Reason, message: string, extra: Pick<BuildFailure, 'sqlState' | 'target'> = {}): BuildFailure {
  const { category, retryable, remediation } = reasons[reason]
  return { reasonCode: `netOperationProject.build.${reason}`, category, retryable, message, remediationCode: remediation, ...extra }
}

/** The SQLSTATE of a database error (five characters), never its message: that may quote values. */
export function sqlStateOf(error: unknown): string | null {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code: unknown }).code : null
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null
}
