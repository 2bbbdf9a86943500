import { defineComponent, h } from 'vue'
import type { RouteRecordRaw } from 'vue-router'
import { collectFeatureRoutes } from '@/app/featureRoutes'

const StubPage = defineComponent({ name: 'StubPage', render: () => h('div') })

function stub(route: RouteRecordRaw, parentPath: string): RouteRecordRaw[] {
  const path = route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`.replace(/\/$/, '') || '/'
  const own: RouteRecordRaw[] = route.name ? [{ path, name: route.name, component: StubPage, meta: route.meta }] : []
  return [...own, ...(route.children ?? []).flatMap((child) => stub(child, path))]
}

/**
 * The app's routes by path and name, each with an empty page: named links and pushes resolve to the
 * same URLs as in the app, and no page is loaded. For tests that mount one view with a memory router.
 */
export function appRouteStubs(): RouteRecordRaw[] {
  return collectFeatureRoutes().flatMap((route) => stub(route, ''))
}
