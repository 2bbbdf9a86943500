import type { RouteRecordRaw } from 'vue-router'
import { projectPage } from '@/platform/source-project/projectPage'

const view = { requiredPermissions: ['uiproject.view'], sourceProject: 'uiProject' }


// Each page gets the UI project from its own loader: the shared source-project screens work on it.
const page = (view: Parameters<typeof projectPage>[1]) => projectPage(() => import('./context').then((module) => module.uiProjectContext), view)

const pages: RouteRecordRaw[] = [
  {
    path: '/ui-project',
    name: 'ui-project',
    component: page(() => import('./views/UiProjectOverviewView.vue')),
    meta: { ...view, titleKey: 'uiProject.overview.title' },
  },
  {
    path: '/ui-project/source',
    name: 'ui-project-source',
    component: page(() => import('./views/SourceEditorView.vue')),
    meta: { ...view, titleKey: 'uiProjectSource.editor.title' },
  },
  {
    path: '/ui-project/revisions',
    name: 'ui-project-revisions',
    component: page(() => import('./views/RevisionHistoryView.vue')),
    meta: { ...view, titleKey: 'uiProjectSource.history.title' },
  },
  {
    path: '/ui-project/revisions/compare',
    name: 'ui-project-revision-compare',
    component: page(() => import('./views/RevisionCompareView.vue')),
    meta: { ...view, titleKey: 'uiProjectSource.compare.title' },
  },
  {
    path: '/ui-project/builds',
    name: 'ui-project-builds',
    component: page(() => import('./views/BuildListView.vue')),
    meta: { ...view, titleKey: 'uiProjectBuilds.builds.title' },
  },
  {
    path: '/ui-project/builds/:buildId',
    name: 'ui-project-build',
    component: page(() => import('./views/BuildDetailView.vue')),
    props: (route) => ({ buildId: String(route.params.buildId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.build.title' },
  },
  {
    path: '/ui-project/artifacts',
    name: 'ui-project-artifacts',
    component: page(() => import('./views/ArtifactListView.vue')),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifacts.title' },
  },
  {
    path: '/ui-project/artifacts/compare',
    name: 'ui-project-artifact-compare',
    component: page(() => import('./views/ArtifactCompareView.vue')),
    meta: { ...view, titleKey: 'uiProjectBuilds.compare.title' },
  },
  {
    path: '/ui-project/artifacts/purge-planner',
    name: 'ui-project-purge-planner',
    component: page(() => import('./views/PurgePlannerView.vue')),
    meta: { ...view, requiredPermissions: ['uiproject.view', 'uiproject.publish'], titleKey: 'uiProjectBuilds.purgePlanner.title' },
  },
  {
    path: '/ui-project/artifacts/:artifactId',
    name: 'ui-project-artifact',
    component: page(() => import('./views/ArtifactDetailView.vue')),
    props: (route) => ({ artifactId: String(route.params.artifactId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.artifact.title' },
  },
]

export const uiProjectRoutes: RouteRecordRaw[] = pages
