import type { RouteRecordRaw } from 'vue-router'
import { projectPage } from '@/platform/source-project/projectPage'

const view = { requiredPermissions: ['netproject.view'], sourceProject: 'netOperationProject' }

// The source, revision and build pages are the shared source-project screens, given this project by
// their loader. Loaded with the page: the feature's entry must not join the initial bundle.
type SharedView = 'source' | 'revisions' | 'compare' | 'builds' | 'build'
const context = () => import('./context').then((module) => module.netProjectContext)
const shared = (name: SharedView) => projectPage(context, () => import('@/features/ui-project').then((feature) => feature.sourceProjectViews[name]()))
const own = (view: Parameters<typeof projectPage>[1]) => projectPage(context, view)
const pages: RouteRecordRaw[] = [
  { path: '/net-operation-project', name: 'net-project', component: own(() => import('./views/NetProjectOverviewView.vue')), meta: { ...view, titleKey: 'netOperationProject.overview.title' } },
  { path: '/net-operation-project/source', name: 'net-project-source', component: shared('source'), meta: { ...view, titleKey: 'uiProjectSource.editor.title' } },
  { path: '/net-operation-project/revisions', name: 'net-project-revisions', component: shared('revisions'), meta: { ...view, titleKey: 'uiProjectSource.history.title' } },
  { path: '/net-operation-project/revisions/compare', name: 'net-project-revision-compare', component: shared('compare'), meta: { ...view, titleKey: 'uiProjectSource.compare.title' } },
  { path: '/net-operation-project/builds', name: 'net-project-builds', component: shared('builds'), meta: { ...view, titleKey: 'uiProjectBuilds.builds.title' } },
  {
    path: '/net-operation-project/builds/:buildId',
    name: 'net-project-build',
    component: shared('build'),
    props: (route) => ({ buildId: String(route.params.buildId) }),
    meta: { ...view, titleKey: 'uiProjectBuilds.build.title' },
  },
  { path: '/net-operation-project/artifacts', name: 'net-project-artifacts', component: own(() => import('./views/NetArtifactsView.vue')), meta: { ...view, titleKey: 'netOperationProject.artifacts.title' } },
]

export const netProjectRoutes: RouteRecordRaw[] = pages
