import type { BuildDiagnostic, BuildFailure } from './types'
import { BuildFailureCategory } from '../../../../shared/enums'
export { BuildFailureCategory } from '../../../../shared/enums'

/** The contract's BuildFailureCategory enum. */

type Category = (typeof BuildFailureCategory)[keyof typeof BuildFailureCategory]

/** Every reason a build fails for, with its category and whether trying again may help. */
const reasons = {
  invalidPath: { code: 'uiProject.build.invalidPath', category: BuildFailureCategory.Validation, retryable: false },
  invalidProject: { code: 'uiProject.build.invalidProject', category: BuildFailureCategory.Validation, retryable: false },
  importRefused: { code: 'uiProject.build.importRefused', category: BuildFailureCategory.Validation, retryable: false },
  typeErrors: { code: 'uiProject.build.typeErrors', category: BuildFailureCategory.Compilation, retryable: false },
  lintErrors: { code: 'uiProject.build.lintErrors', category: BuildFailureCategory.Validation, retryable: false },
  bundleFailed: { code: 'uiProject.build.bundleFailed', category: BuildFailureCategory.Compilation, retryable: false },
  unexpectedOutput: { code: 'uiProject.build.unexpectedOutput', category: BuildFailureCategory.Compilation, retryable: false },
  outputTooLarge: { code: 'uiProject.build.outputTooLarge', category: BuildFailureCategory.Quota, retryable: false },
  memoryExceeded: { code: 'uiProject.build.memoryExceeded', category: BuildFailureCategory.Quota, retryable: false },
  toolchainMissing: { code: 'uiProject.build.toolchainMissing', category: BuildFailureCategory.Dependency, retryable: false },
  timedOut: { code: 'uiProject.build.timedOut', category: BuildFailureCategory.Timeout, retryable: true },
  cancelled: { code: 'uiProject.build.cancelled', category: BuildFailureCategory.Cancelled, retryable: false },
  workerCrashed: { code: 'uiProject.build.workerCrashed', category: BuildFailureCategory.Infrastructure, retryable: true },
  sandboxUnavailable: { code: 'uiProject.build.sandboxUnavailable', category: BuildFailureCategory.Infrastructure, retryable: true },
  internalError: { code: 'uiProject.build.internalError', category: BuildFailureCategory.Internal, retryable: false },
} as const satisfies Record<string, { code: string; category: Category; retryable: boolean }>

export type FailureReason = keyof typeof reasons

export function buildFailure(reason: FailureReason, message: string): BuildFailure {
  const { code, category, retryable } = reasons[reason]
  return { reasonCode: code, category, retryable, message }
}

/** Thrown inside the runner to end a build with this failure. */
export class BuildStop extends Error {
  constructor(readonly failure: BuildFailure) {
    super(failure.message)
    this.name = 'BuildStop'
  }
}

export function stopBuild(reason: FailureReason, message: string): BuildStop {
  return new BuildStop(buildFailure(reason, message))
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

// When several kinds of error occur, the first of these names the failure: a refused import is a
// security matter, and a broken workspace.json explains type errors that follow from it.
const failureOrder = [
  { source: 'sandbox', reason: 'importRefused', describe: (n: number) => `${plural(n, 'import')} refused: only the sandbox's own files and the allowed packages can be imported.` },
  { source: 'project', reason: 'invalidProject', describe: (n: number) => `The project is not valid: ${plural(n, 'error')} in its structure or workspace.json.` },
  { source: 'typescript', reason: 'typeErrors', describe: (n: number) => `The type-check found ${plural(n, 'error')}.` },
  { source: 'eslint', reason: 'lintErrors', describe: (n: number) => `The lint found ${plural(n, 'error')}.` },
  { source: 'bundler', reason: 'bundleFailed', describe: (n: number) => `The bundler failed with ${plural(n, 'error')}.` },
] as const

/** The failure the error diagnostics amount to, or null when there are none. */
export function failureFromDiagnostics(diagnostics: readonly BuildDiagnostic[]): BuildFailure | null {
  for (const { source, reason, describe } of failureOrder) {
    const count = diagnostics.filter((diagnostic) => diagnostic.Severity === 'error' && diagnostic.Source === source).length
    if (count > 0) return buildFailure(reason, describe(count))
  }
  return null
}

export function hasErrors(diagnostics: readonly BuildDiagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.Severity === 'error')
}
