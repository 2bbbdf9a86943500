import type { RouteLocationNamedRaw } from 'vue-router'

/** The module's pages as named locations (the router encodes ids and query values). */
export const uiProjectPaths = {
  overview: { name: 'ui-project' },
  /** The source editor, at a file (and a position: `line`, `column`) when given. */
  source: (at: { path: string; line?: number; column?: number } | null = null): RouteLocationNamedRaw => ({
    name: 'ui-project-source',
    query: at ? { path: at.path, line: at.line?.toString(), column: at.column?.toString() } : {},
  }),
  revisions: { name: 'ui-project-revisions' },
  compare: (from: string, to: string, path?: string): RouteLocationNamedRaw => ({ name: 'ui-project-revision-compare', query: path ? { from, to, path } : { from, to } }),
  builds: { name: 'ui-project-builds' },
  build: (buildId: string): RouteLocationNamedRaw => ({ name: 'ui-project-build', params: { buildId } }),
  artifacts: { name: 'ui-project-artifacts' },
  artifact: (artifactId: string): RouteLocationNamedRaw => ({ name: 'ui-project-artifact', params: { artifactId } }),
  compareArtifacts: (from: string, to: string): RouteLocationNamedRaw => ({ name: 'ui-project-artifact-compare', query: { from, to } }),
  purgePlanner: { name: 'ui-project-purge-planner' },
} satisfies Record<string, RouteLocationNamedRaw | ((...args: never[]) => RouteLocationNamedRaw)>
