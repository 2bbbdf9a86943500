import {
  mdiCancel,
  mdiCheckCircleOutline,
  mdiClockOutline,
  mdiCloseCircleOutline,
  mdiHelpCircleOutline,
  mdiPlayCircleOutline,
} from '@mdi/js'
import { BuildKind, BuildStage, BuildStatus, enumName } from '@/api'
import type { UiProjectBuild } from '../api/uiProject.types'

export interface BuildStatusStyle {
  color: string
  icon: string
}

/** The one map of build status colours and icons: chips in lists, the overview and the detail page. */
export const buildStatusStyles: Record<BuildStatus, BuildStatusStyle> = {
  [BuildStatus.Queued]: { color: 'info', icon: mdiClockOutline },
  [BuildStatus.Running]: { color: 'primary', icon: mdiPlayCircleOutline },
  [BuildStatus.Succeeded]: { color: 'success', icon: mdiCheckCircleOutline },
  [BuildStatus.Failed]: { color: 'error', icon: mdiCloseCircleOutline },
  [BuildStatus.Cancelled]: { color: 'secondary', icon: mdiCancel },
}

export function buildStatusStyle(status: number | undefined): BuildStatusStyle {
  return buildStatusStyles[status as BuildStatus] ?? { color: 'secondary', icon: mdiHelpCircleOutline }
}

/** Queued or Running: the build still moves on its own, so pages that show it poll. */
export function isLiveBuild(build: Pick<UiProjectBuild, 'Status'> | undefined | null): boolean {
  return build?.Status === BuildStatus.Queued || build?.Status === BuildStatus.Running
}

/** How often a page polls a build: every `ms` while it is queued or running, not at all once it ended. */
export function buildPollInterval(build: Pick<UiProjectBuild, 'Status'> | undefined | null, ms = 1500): number | false {
  return isLiveBuild(build) ? ms : false
}

/** A list polls while any of its builds is queued or running. */
export function listPollInterval(builds: readonly Pick<UiProjectBuild, 'Status'>[] | undefined, ms = 3000): number | false {
  return (builds ?? []).some(isLiveBuild) ? ms : false
}

const checkStages: BuildStage[] = [
  BuildStage.Preparing,
  BuildStage.Restoring,
  BuildStage.Generating,
  BuildStage.Compiling,
  BuildStage.Analyzing,
  BuildStage.Completed,
]
const buildStages: BuildStage[] = [
  BuildStage.Preparing,
  BuildStage.Restoring,
  BuildStage.Generating,
  BuildStage.Compiling,
  BuildStage.Analyzing,
  BuildStage.Packaging,
  BuildStage.Publishing,
  BuildStage.Finalizing,
  BuildStage.Completed,
]

/** The UI project's stages of a check and a build, in order (Queued comes before and is not a step). */
export const uiStages = { check: checkStages, build: buildStages }

/** The stages of a check or a build in a project's plan. */
export function plannedStages(kind: number | undefined, plan: { check: readonly BuildStage[]; build: readonly BuildStage[] } = uiStages): readonly BuildStage[] {
  return kind === BuildKind.Check ? plan.check : plan.build
}

/** `BuildStage.Compiling` → `compiling`: the last part of the stage's message keys. */
export function stageName(stage: number | undefined): string {
  const name = enumName(BuildStage, stage)
  return name ? name.charAt(0).toLowerCase() + name.slice(1) : 'unknown'
}

/** `compiling` or `Compiling` (the URL's form) → `BuildStage.Compiling`; anything else → null. */
export function stageFromName(name: unknown): BuildStage | null {
  if (typeof name !== 'string' || name === '') return null
  const member = Object.keys(BuildStage).find((key) => key.toLowerCase() === name.toLowerCase())
  return member ? BuildStage[member as keyof typeof BuildStage] : null
}

/** The last part of a server message key (`uiProject.build.stage.compiling` → `compiling`), or null. */
export function messageKeyName(key: string | null | undefined, prefix: string): string | null {
  if (!key || !key.startsWith(prefix)) return null
  const name = key.slice(prefix.length)
  return /^[A-Za-z][\w]*$/.test(name) ? name : null
}

export const STAGE_MESSAGE_PREFIX = 'uiProject.build.stage.'
/** A project's failure reasons: `<codePrefix>.build.<reason>`. */
export const failureReasonPrefix = (codePrefix: string): string => `${codePrefix}.build.`

/** Milliseconds between two instants (the end defaults to now), or null without a start. */
export function elapsedMs(startIso: string | null | undefined, endIso: string | null | undefined, now: number = Date.now()): number | null {
  if (!startIso) return null
  const start = Date.parse(startIso)
  const end = endIso ? Date.parse(endIso) : now
  if (Number.isNaN(start) || Number.isNaN(end)) return null
  return Math.max(0, end - start)
}
