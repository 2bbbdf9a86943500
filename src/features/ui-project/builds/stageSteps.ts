import { BuildStage, BuildStatus } from '@/api'
import type { UiProjectBuild, UiProjectBuildStage } from '../api/uiProject.types'
import type { StagePlan } from '@/platform/source-project/context'
import { elapsedMs, isLiveBuild, plannedStages, uiStages } from './buildStatus'

export type StageState = 'done' | 'current' | 'failed' | 'cancelled' | 'pending' | 'skipped'

export interface StageStep {
  stage: BuildStage
  state: StageState
  /** Measured time; a running stage's time so far. Null for a stage not reached. */
  durationMs: number | null
  startedAt: string | null
  logLineCount: number
  logTruncated: boolean
  /** The stage was reached, so it has a log to read. */
  reached: boolean
}

/**
 * The stage whose tool found what failed the build: the build goes on past a type-check with
 * errors (the lint reports too) and stops after the lint, but the failure is the type-check's.
 */
export const uiStagePlan: StagePlan = {
  ...uiStages,
  stageOfReason: {
    'uiProject.build.invalidProject': BuildStage.Generating,
    'uiProject.build.typeErrors': BuildStage.Compiling,
    'uiProject.build.lintErrors': BuildStage.Analyzing,
    'uiProject.build.bundleFailed': BuildStage.Packaging,
  },
}

/**
 * The stages of a build as a timeline: every planned stage of its kind in order (plus any other
 * stage the server reported), each with what became of it. A stage the build never reached is
 * pending while the build runs and skipped once it ended.
 */
export function stageSteps(build: UiProjectBuild, now: number = Date.now(), plan: StagePlan = uiStagePlan): StageStep[] {
  const reached = new Map<number, UiProjectBuildStage>((build.Stages ?? []).map((entry) => [entry.Stage, entry]))
  const planned = plannedStages(build.Kind, plan)
  const extra = [...reached.keys()].filter((stage) => !planned.includes(stage as BuildStage) && stage !== BuildStage.Queued)
  const order = [...planned, ...extra].sort((a, b) => a - b) as BuildStage[]
  const live = isLiveBuild(build)
  const status = build.Status
  const lastReached = [...reached.keys()].filter((stage) => stage !== BuildStage.Queued).sort((a, b) => b - a)[0]
  // The stage a failed or cancelled build stopped in: its own Stage when reached, else the last one reached.
  const stoppedIn = build.Stage !== undefined && reached.has(build.Stage) ? build.Stage : lastReached
  const failedBy = plan.stageOfReason[build.Failure?.ReasonCode ?? '']
  const failedIn = failedBy !== undefined && reached.has(failedBy) ? failedBy : stoppedIn

  return order.map((stage): StageStep => {
    const entry = reached.get(stage)
    const base = {
      stage,
      startedAt: entry?.StartedAt ?? null,
      logLineCount: entry?.LogLineCount ?? 0,
      logTruncated: entry?.LogTruncated ?? false,
      reached: !!entry,
    }
    if (!entry) {
      if (stage === BuildStage.Completed && status === BuildStatus.Succeeded) return { ...base, state: 'done', durationMs: null }
      return { ...base, state: live ? 'pending' : 'skipped', durationMs: null }
    }
    const measured = entry.DurationMs ?? (entry.CompletedAt ? elapsedMs(entry.StartedAt, entry.CompletedAt, now) : null)
    if (status === BuildStatus.Failed && stage === failedIn) return { ...base, state: 'failed', durationMs: measured }
    if (status === BuildStatus.Cancelled && stage === stoppedIn) return { ...base, state: 'cancelled', durationMs: measured }
    if (entry.CompletedAt || !live) return { ...base, state: 'done', durationMs: measured }
    return { ...base, state: 'current', durationMs: elapsedMs(entry.StartedAt, null, now) }
  })
}

/**
 * The stage whose log a build page opens with: the one it failed or stopped in, the running one,
 * else the last one that wrote something (else the last reached).
 */
export function defaultLogStage(build: UiProjectBuild, plan: StagePlan = uiStagePlan): BuildStage | null {
  const steps = stageSteps(build, Date.now(), plan).filter((step) => step.reached)
  const notable = steps.find((step) => step.state === 'failed' || step.state === 'cancelled' || step.state === 'current')
  const wrote = steps.filter((step) => step.logLineCount > 0)
  return (notable ?? wrote[wrote.length - 1] ?? steps[steps.length - 1])?.stage ?? null
}
