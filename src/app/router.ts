import { createRouter, createWebHistory, type RouteRecordRaw, type Router, type RouterHistory } from 'vue-router'
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
  }
}

// Each feature declares its routes in `src/features/<feature>/routes.ts`; every exported array is taken.
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/routes.ts', { eager: true })

export function collectFeatureRoutes(modules: Record<string, Record<string, unknown>> = featureModules): RouteRecordRaw[] {
  return Object.values(modules).flatMap((exports) =>
    Object.values(exports).filter((value): value is RouteRecordRaw[] => Array.isArray(value)).flat(),
  )
}

export function createAppRoutes(featureRoutes: RouteRecordRaw[] = collectFeatureRoutes()): RouteRecordRaw[] {
  return [
    {
      path: SIGN_IN_PATH,
      name: 'sign-in',
      component: () => import('./auth/SignInView.vue'),
      meta: { requiresAuth: false, titleKey: 'auth.signIn.title' },
    },
    {
      path: '/',
      component: () => import('./layout/AppLayout.vue'),
      children: featureRoutes,
    },
  ]
}

export function createAppRouter(history: RouterHistory = createWebHistory(import.meta.env.BASE_URL)): Router {
  const router = createRouter({ history, routes: createAppRoutes(), scrollBehavior: () => ({ top: 0 }) })
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
