import { defineComponent } from 'vue'
import { createRouter, createWebHistory, type RouteLocationNormalized, type RouteRecordRaw, type Router, type RouterHistory } from 'vue-router'
import { installEditGuard } from '@/platform/composables/useEditGuard'
import type { ModuleName } from './access'
import { createAccessGuard, SIGN_IN_PATH } from './guards'
import { ensureCurrentLanguage, t } from './plugins/i18n'
import { useSessionStore } from './session'

declare module 'vue-router' {
  interface RouteMeta {
    /** i18n key of the page title (document title). */
    titleKey?: string
    /** Defaults to true; only the sign-in screen is public. */
    requiresAuth?: boolean
    /** Any one of these roles. */
    requiredRoles?: string[]
    /** All of these permissions. */
    requiredPermissions?: string[]
    /** A profile `Modules` member that must be enabled. */
    module?: ModuleName
    /** A master-detail page: picking another item (only the params change) keeps the scroll position. */
    keepsScroll?: boolean
    /** The source project the page's shared screens work on (@/platform/source-project). */
    sourceProject?: string
  }
}

/** The signed-in layout; the feature routes become its children once they are loaded. */
export const LAYOUT_ROUTE_NAME = 'app'

/**
 * Stands in for the feature routes until they are added: a deep link matches it, so it resolves
 * (to sign-in, or again once the feature routes are there) instead of being an unmatched location.
 */
const FEATURE_PLACEHOLDER_NAME = 'feature-routes-pending'
const NothingToShow = defineComponent(() => () => null)

let featureRoutesLoad: Promise<RouteRecordRaw[]> | null = null

/** Loads the feature route table once (`featureRoutes.ts`, its own chunk); a failed load may be retried. */
export function loadFeatureRoutes(): Promise<RouteRecordRaw[]> {
  if (!featureRoutesLoad) {
    featureRoutesLoad = import('./featureRoutes').then((module) => module.collectFeatureRoutes())
    featureRoutesLoad.catch(() => {
      featureRoutesLoad = null
    })
  }
  return featureRoutesLoad
}

export function createAppRoutes(featureRoutes: RouteRecordRaw[] = []): RouteRecordRaw[] {
  return [
    {
      path: SIGN_IN_PATH,
      name: 'sign-in',
      component: () => import('./auth/SignInView.vue'),
      meta: { requiresAuth: false, titleKey: 'auth.signIn.title' },
    },
    {
      path: '/',
      name: LAYOUT_ROUTE_NAME,
      component: () => import('./layout/AppLayout.vue'),
      children: featureRoutes,
    },
    ...(featureRoutes.length > 0 ? [] : [{ path: '/:pathMatch(.*)*', name: FEATURE_PLACEHOLDER_NAME, component: NothingToShow }]),
  ]
}

/** Back and forward restore the position; a new page starts at the top; a query change (list page, filter, open editor) keeps it. */
function scrollFor(to: RouteLocationNormalized, from: RouteLocationNormalized, saved: { left: number; top: number } | null) {
  if (saved) return saved
  if (to.path === from.path) return false
  // Scrolling forces a layout of the page being rendered: skip it where the page stays.
  const page = to.matched.at(-1)
  if (page?.meta.keepsScroll && page === from.matched.at(-1)) return false
  return { top: 0 }
}

export function createAppRouter(history: RouterHistory = createWebHistory(import.meta.env.BASE_URL)): Router {
  const router = createRouter({ history, routes: createAppRoutes(), scrollBehavior: scrollFor })
  installEditGuard(router)
  // Signed out, every path but sign-in leads to sign-in, so the feature routes are needed only once
  // someone is signed in: then they are added and the navigation starts again to match them.
  let featureRoutesAdded = false
  router.beforeEach(async (to) => {
    if (featureRoutesAdded || !useSessionStore().isSignedIn) return true
    for (const route of await loadFeatureRoutes()) router.addRoute(LAYOUT_ROUTE_NAME, route)
    if (router.hasRoute(FEATURE_PLACEHOLDER_NAME)) router.removeRoute(FEATURE_PLACEHOLDER_NAME)
    featureRoutesAdded = true
    return to.fullPath
  })
  router.beforeEach(createAccessGuard(() => useSessionStore()))
  // Signed-in pages need every namespace; the sign-in screen started with its own only.
  router.beforeResolve(async (to) => {
    if (to.path !== SIGN_IN_PATH) await ensureCurrentLanguage()
  })
  router.onError((error: unknown, to) => {
    // A chunk missing after a new deployment: load the page afresh instead of showing nothing.
    if (error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message)) {
      window.location.assign(to.fullPath)
    }
  })
  router.afterEach((to) => {
    const page = to.meta.titleKey ? t(to.meta.titleKey) : ''
    document.title = page ? `${page} · ${t('app.name')}` : t('app.name')
  })
  return router
}
