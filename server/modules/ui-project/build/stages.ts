import type { BuildKindName } from './types'
import { BuildStage } from '../../../../shared/enums'
export { BuildStage } from '../../../../shared/enums'

/** The contract's BuildStage enum. */

const stageNames = Object.keys(BuildStage)

/** The message key the app shows for a stage, e.g. 'uiProject.build.stage.compiling'. */
export function stageMessageKey(stage: number): string {
  const name = stageNames[stage] ?? 'unknown'
  return `uiProject.build.stage.${name.charAt(0).toLowerCase()}${name.slice(1)}`
}

// Where progress stands as each stage starts. The type-check takes most of the time (Vuetify's
// types alone are some 300,000 lines), so Compiling gets the widest span.
const checkProgress: Record<number, number> = {
  [BuildStage.Preparing]: 2,
  [BuildStage.Restoring]: 5,
  [BuildStage.Generating]: 8,
  [BuildStage.Compiling]: 10,
  [BuildStage.Analyzing]: 85,
  [BuildStage.Completed]: 100,
}
const buildProgress: Record<number, number> = {
  [BuildStage.Preparing]: 2,
  [BuildStage.Restoring]: 4,
  [BuildStage.Generating]: 6,
  [BuildStage.Compiling]: 8,
  [BuildStage.Analyzing]: 70,
  [BuildStage.Packaging]: 78,
  [BuildStage.Publishing]: 94,
  [BuildStage.Finalizing]: 97,
  [BuildStage.Completed]: 100,
}

/** The stages a kind of build goes through, in order. */
export function stagesOf(kind: BuildKindName): number[] {
  return Object.keys(kind === 'check' ? checkProgress : buildProgress).map(Number)
}

export function stageStartPercent(kind: BuildKindName, stage: number): number {
  return (kind === 'check' ? checkProgress : buildProgress)[stage] ?? 0
}

/** The percent at which the stage after this one starts: progress inside a stage stays below it. */
export function stageEndPercent(kind: BuildKindName, stage: number): number {
  const stages = stagesOf(kind)
  const next = stages[stages.indexOf(stage) + 1]
  return next === undefined ? 100 : stageStartPercent(kind, next)
}

/**
 * Progress inside a long stage whose length is unknown: half the remaining span every
 * `halfLifeMs`, so it keeps moving without ever claiming the next stage.
 */
export function progressWithin(kind: BuildKindName, stage: number, elapsedMs: number, halfLifeMs: number): number {
  const start = stageStartPercent(kind, stage)
  const end = stageEndPercent(kind, stage) - 1
  if (end <= start) return start
  const fraction = 1 - 0.5 ** (elapsedMs / halfLifeMs)
  return Math.floor(start + (end - start) * fraction)
}
