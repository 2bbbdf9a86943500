import { inject, provide, type InjectionKey } from 'vue'
import { useRoute } from 'vue-router'
import type { RouteLocationNamedRaw } from 'vue-router'
import type { BuildStage } from '@/api'
import type { SourceProjectApi } from './api'
import type { SourceProjectKeys } from './queryKeys'
import { registeredSourceProject } from './registry'

/** A project's build stages in order, and the stage whose tool found what failed a build (by ReasonCode). */
export interface StagePlan {
  check: readonly BuildStage[]
  build: readonly BuildStage[]
  stageOfReason: Readonly<Record<string, BuildStage>>
}

/** A source project's pages as named locations (the router encodes ids and query values). */
export interface SourceProjectPaths {
  overview: RouteLocationNamedRaw
  /** The source editor, at a file (and a position) when given. */
  source(at?: { path: string; line?: number; column?: number } | null): RouteLocationNamedRaw
  revisions: RouteLocationNamedRaw
  compare(from: string, to: string, path?: string): RouteLocationNamedRaw
  builds: RouteLocationNamedRaw
  build(buildId: string): RouteLocationNamedRaw
  artifacts: RouteLocationNamedRaw
  artifact(artifactId: string): RouteLocationNamedRaw
  /** Two artifacts side by side, where the project has that page. */
  compareArtifacts?(from: string, to: string): RouteLocationNamedRaw
}

/**
 * One source project as the shared screens see it: its calls, its query keys, its pages, the
 * permissions that gate its actions, and what it adds to the shared screens. The UI project and
 * the Net Operation Project each name theirs on their pages' routes (projectPage.ts).
 */
export interface SourceProjectContext {
  key: 'uiProject' | 'netOperationProject'
  api: SourceProjectApi
  keys: SourceProjectKeys
  paths: SourceProjectPaths
  permissions: { view: string; manageSource: string; build: string; publish: string }
  /** Prefix of the project's own texts ("uiProject", "netOperationProject"): titles, names, empty states. */
  textPrefix: string
  /** The stages a check and a build of this project go through, and the stage each failure reason points at. */
  stagePlan: StagePlan
}

/** Exported for tests that mount a shared screen on its own. */
export const sourceProjectKey: InjectionKey<SourceProjectContext> = Symbol('source project')

export function provideSourceProject(context: SourceProjectContext): void {
  provide(sourceProjectKey, context)
}

/**
 * The project the current screen works on: the one an ancestor provides, else the one its page's
 * route names. A shared screen outside a project's pages is a programming error.
 */
export function useSourceProject(): SourceProjectContext {
  const context = inject(sourceProjectKey, null) ?? registeredSourceProject(useRoute()?.meta.sourceProject)
  if (!context) throw new Error('A source project screen was used outside a source project (provideSourceProject).')
  return context
}
