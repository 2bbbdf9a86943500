import type { BuildFailureCategory, BuildStage } from '../../../../shared/enums'

/** The runner's public types; runner.ts re-exports them (the caller imports from there). */

export type BuildKindName = 'check' | 'build'

export interface StageEvent {
  stage: BuildStage
  progressPercent: number
  messageKey: string
}

export type DiagnosticSource = 'typescript' | 'eslint' | 'bundler' | 'sandbox' | 'project' | 'csharp'

export interface BuildDiagnostic {
  /** Relative to the project root; null when the problem has no file in the project. */
  File: string | null
  Line: number | null
  Column: number | null
  EndLine: number | null
  EndColumn: number | null
  Severity: 'error' | 'warning'
  Source: DiagnosticSource
  Code: string | null
  Message: string
}

export interface ToolchainVersions {
  Vue: string
  Pinia: string
  Vuetify: string
  Vite: string
  TypeScript: string
  Eslint: string
}

export interface BuildInput {
  kind: BuildKindName
  /** Normalised relative POSIX path -> UTF-8 text: the revision's tree. */
  files: ReadonlyMap<string, string>
  /** Abort = cancel: the child process tree is killed at once. */
  signal: AbortSignal
  /** Default 120,000; on expiry the build is killed and fails with category Timeout. */
  timeoutMs?: number
  /** Called as each stage starts and as progress moves; a rejection stops the build (category Internal). */
  onStage?(event: StageEvent): void | Promise<void>
  /** Each log line as it happens, bounded per stage (logLimiter.ts). */
  onLog?(stage: BuildStage, line: string): void
  /** The process id of each child the build starts (its process group); for monitoring and tests. */
  onProcessStart?(pid: number): void
}

export interface BuildFailure {
  reasonCode: string
  category: BuildFailureCategory
  retryable: boolean
  message: string
  /** What the app tells the user to do about it (a message key), when there is something. */
  remediationCode?: string | null
  /** The SQLSTATE of a failed database step; never SQL or values. */
  sqlState?: string | null
  /** What the failure is about when it is not a file of the project (a missing tool). */
  target?: { kind: string; id: string } | null
}

export interface BuildOutput {
  javascript: Buffer
  css: Buffer
  pageDescriptor: unknown
  localeDescriptor: unknown
  dependencyMetadata: unknown
  webAppVersion: string
  hostContractVersion: number
  toolchain: ToolchainVersions
  toolchainFingerprint: string
}

export interface StageTiming {
  stage: BuildStage
  durationMs: number
  /** Log lines passed to onLog in this stage (the note about dropped lines included). */
  logLineCount: number
  /** Lines beyond the per-stage bound were dropped. */
  logTruncated: boolean
}

/** What a toolchain generated beside the user's files (the Net Operation Project's typed classes). */
export interface GeneratedProjectIdentity {
  projectChecksum: string
  schemaContractHash: string
}

export interface BuildOutcome<Output = BuildOutput> {
  ok: boolean
  failure: BuildFailure | null
  diagnostics: BuildDiagnostic[]
  stageTimings: StageTiming[]
  peakMemoryBytes: number | null
  /** Only for kind 'build' when ok. */
  output: Output | null
  generated?: GeneratedProjectIdentity | null
}
