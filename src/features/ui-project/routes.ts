import type { RouteRecordRaw } from 'vue-router'

const view = { requiredPermissions: ['uiproject.view'] }

export const uiProjectPaths = {
  overview: '/ui-project',
  source: (path?: string) => `/ui-project/source${path ? `?path=${encodeURIComponent(path)}` : ''}`,
  revisions: '/ui-project/revisions',
  compare: (from: string, to: string, path?: string) =>
    `/ui-project/revisions/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${path ? `&path=${encodeURIComponent(path)}` : ''}`,
  builds: '/ui-project/builds',
  build: (buildId: string) => `/ui-project/builds/${encodeURIComponent(buildId)}`,
  artifacts: '/ui-project/artifacts',
  artifact: (artifactId: string) => `/ui-project/artifacts/${encodeURIComponent(artifactId)}`,
  compareArtifacts: (from: string, to: string) => `/ui-project/artifacts/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  purgePlanner: '/ui-project/artifacts/purge-planner',
}

export const uiProjectRoutes: RouteRecordRaw[] = [
  {
    path: uiProjectPaths.overview,
    name: 'ui-project',
    component: () => import('./views/UiProjectOverviewView.vue'),
    meta: { ...view, titleKey: 'uiProject.overview.title' },
  },
  {
    path: '/ui-project/source',
    name: 'ui-project-source',
    component: () => import('./views/SourceEditorView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.editor.title' },
  },
  {
    path: uiProjectPaths.revisions,
    name: 'ui-project-revisions',
    component: () => import('./views/RevisionHistoryView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.history.title' },
  },
  {
    path: '/ui-project/revisions/compare',
    name: 'ui-project-revision-compare',
    component: () => import('./views/RevisionCompareView.vue'),
    meta: { ...view, titleKey: 'uiProjectSource.compare.title' },
  },
  {
    path: uiProjectPaths.builds,
    name: 'ui-project-builds',
    component: () => import('./views/BuildListView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.builds.title' },
  },
  {
    path: '/ui-project/builds/:buildId',
    name: 'ui-project-build',
    component: () => import('./views/BuildDetailView.vue'),
    props: (route) => ({ buildId: String(route.params.buildId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.build.title' },
  },
  {
    path: uiProjectPaths.artifacts,
    name: 'ui-project-artifacts',
    component: () => import('./views/ArtifactListView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifacts.title' },
  },
  {
    path: '/ui-project/artifacts/compare',
    name: 'ui-project-artifact-compare',
    component: () => import('./views/ArtifactCompareView.vue'),
    meta: { ...view, titleKey: 'uiProjectBuilds.compare.title' },
  },
  {
    path: uiProjectPaths.purgePlanner,
    name: 'ui-project-purge-planner',
    component: () => import('./views/PurgePlannerView.vue'),
    meta: { ...view, requiredPermissions: ['uiproject.view', 'uiproject.publish'], titleKey: 'uiProjectBuilds.purgePlanner.title' },
  },
  {
    path: '/ui-project/artifacts/:artifactId',
    name: 'ui-project-artifact',
    component: () => import('./views/ArtifactDetailView.vue'),
    props: (route) => ({ artifactId: String(route.params.artifactId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifact.title' },
  },
]
