import { defineComponent, h } from 'vue'
import type { RouteRecordRaw } from 'vue-router'
import { collectFeatureRoutes } from '@/app/featureRoutes'

const StubPage = defineComponent({ name: 'StubPage', render: () => h('div') })

/** A route and its children as flat records with full paths. */
function flatten(route: RouteRecordRaw, parentPath = ''): RouteRecordRaw[] {
  const path = route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`.replace(/(.)\/$/, '$1')
  return [{ ...route, path }, ...(route.children ?? []).flatMap((child) => flatten(child, path))]
}

/**
 * `routes` (a test's own), then every other named route of the app with an empty page: named links
 * and pushes resolve to the URLs they have in the app, and no other page is loaded.
 */
export function withAppRouteStubs(routes: RouteRecordRaw[] = []): RouteRecordRaw[] {
  const taken = new Set(routes.flatMap((route) => flatten(route)).map((route) => route.name))
  const stubs = collectFeatureRoutes()
    .flatMap((route) => flatten(route))
    .filter((route) => route.name && !taken.has(route.name))
    .map((route): RouteRecordRaw => ({ path: route.path, name: route.name, component: StubPage, meta: route.meta }))
  return [...routes, ...stubs]
}
