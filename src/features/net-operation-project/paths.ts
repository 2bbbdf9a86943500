import type { RouteLocationNamedRaw } from 'vue-router'

/** The project's pages as named locations (the router encodes ids and query values). */
export const netProjectPaths = {
  overview: { name: 'net-project' },
  source: (at: { path: string; line?: number; column?: number } | null = null): RouteLocationNamedRaw => ({
    name: 'net-project-source',
    query: at ? { path: at.path, line: at.line?.toString(), column: at.column?.toString() } : {},
  }),
  revisions: { name: 'net-project-revisions' },
  compare: (from: string, to: string, path?: string): RouteLocationNamedRaw => ({ name: 'net-project-revision-compare', query: path ? { from, to, path } : { from, to } }),
  builds: { name: 'net-project-builds' },
  build: (buildId: string): RouteLocationNamedRaw => ({ name: 'net-project-build', params: { buildId } }),
  artifacts: { name: 'net-project-artifacts' },
  artifact: (artifactId: string): RouteLocationNamedRaw => ({ name: 'net-project-artifacts', query: { artifact: artifactId } }),
} satisfies Record<string, RouteLocationNamedRaw | ((...args: never[]) => RouteLocationNamedRaw)>
