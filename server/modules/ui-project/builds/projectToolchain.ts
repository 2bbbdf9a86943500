import type { Db } from '../../../db'
import type { BuildKindName, BuildOutcome, StageEvent } from '../build/types'
import type { BuildStage } from '../build/stages'
import type { ProjectKind } from '../projectKind'

/**
 * What a project brings to the one build mechanism: the toolchain that checks or builds a
 * revision's files, and how a successful build's output is kept as an artifact. The queue, the
 * attempts, the stages, the logs, the cancel and the settling of builds are the mechanism's own.
 */
export interface ProjectToolchain<Output> {
  project: ProjectKind
  run(input: ToolchainRunInput): Promise<BuildOutcome<Output>>
  /** Stores the output in the transaction that ends the build; answers the artifact's id. */
  storeArtifact(tx: Db, build: { id: string; revisionId: string }, output: Output, now: Date): Promise<string>
}

export interface ToolchainRunInput {
  db: Db
  kind: BuildKindName
  files: ReadonlyMap<string, string>
  signal: AbortSignal
  timeoutMs: number
  onStage(event: StageEvent): Promise<void>
  onLog(stage: BuildStage, line: string): void
}
