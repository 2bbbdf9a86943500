import type { RouteLocationNamedRaw, RouteRecordRaw } from 'vue-router'

const view = { requiredPermissions: ['uiproject.view'] }

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

const pages: RouteRecordRaw[] = [
  {
    path: '',
    name: 'ui-project',
    component: () => import('./views/UiProjectOverviewView.vue'),
    meta: { ...view, titleKey: 'uiProject.overview.title' },
  },
  {
    path: 'source',
    name: 'ui-project-source',
    component: () => import('./views/SourceEditorView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.editor.title' },
  },
  {
    path: 'revisions',
    name: 'ui-project-revisions',
    component: () => import('./views/RevisionHistoryView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.history.title' },
  },
  {
    path: 'revisions/compare',
    name: 'ui-project-revision-compare',
    component: () => import('./views/RevisionCompareView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.compare.title' },
  },
  {
    path: 'builds',
    name: 'ui-project-builds',
    component: () => import('./views/BuildListView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.builds.title' },
  },
  {
    path: 'builds/:buildId',
    name: 'ui-project-build',
    component: () => import('./views/BuildDetailView.vue'),
    props: (route) => ({ buildId: String(route.params.buildId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.build.title' },
  },
  {
    path: 'artifacts',
    name: 'ui-project-artifacts',
    component: () => import('./views/ArtifactListView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifacts.title' },
  },
  {
    path: 'artifacts/compare',
    name: 'ui-project-artifact-compare',
    component: () => import('./views/ArtifactCompareView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.compare.title' },
  },
  {
    path: 'artifacts/purge-planner',
    name: 'ui-project-purge-planner',
    component: () => import('./views/PurgePlannerView.vue'),
    meta: { ...view, requiredPermissions: ['uiproject.view', 'uiproject.publish'], titleKey: 'uiProjectBuilds.purgePlanner.title' },
  },
  {
    path: 'artifacts/:artifactId',
    name: 'ui-project-artifact',
    component: () => import('./views/ArtifactDetailView.vue'),
    props: (route) => ({ artifactId: String(route.params.artifactId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifact.title' },
  },
]

/** The pages below the layout that provides the UI project to the shared source-project screens. */
export const uiProjectRoutes: RouteRecordRaw[] = [{ path: '/ui-project', component: () => import('./UiProjectLayout.vue'), children: pages }]
