import type { RouteRecordRaw } from 'vue-router'
import { buildModuleRoutes } from '@/platform/modules/moduleRoutes'
import { appModules } from './modules'

// This module is loaded only once someone is signed in (see router.ts), so the route table and the
// preload lists of every feature page stay out of the sign-in screen's first load.
export function collectFeatureRoutes(): RouteRecordRaw[] {
  return buildModuleRoutes(appModules)
}
