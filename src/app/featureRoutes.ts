import type { RouteRecordRaw } from 'vue-router'

// Each feature declares its routes in `src/features/<feature>/routes.ts`; every exported array is taken.
// This module is loaded only once someone is signed in (see router.ts), so the route table and the
// preload lists of every feature page stay out of the sign-in screen's first load.
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/routes.ts', { eager: true })

export function collectFeatureRoutes(modules: Record<string, Record<string, unknown>> = featureModules): RouteRecordRaw[] {
  return Object.values(modules).flatMap((exports) =>
    Object.values(exports).filter((value): value is RouteRecordRaw[] => Array.isArray(value)).flat(),
  )
}
