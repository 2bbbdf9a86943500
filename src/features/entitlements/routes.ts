import type { RouteLocationNamedRaw, RouteRecordRaw } from 'vue-router'

const setup = { requiredPermissions: ['entitlements.configure'], module: 'EntitlementOperations' as const }
const use = { requiredPermissions: ['entitlements.use'], module: 'EntitlementOperations' as const }

/** The module's pages as named locations (the router encodes the ids). */
export const entitlementsPaths = {
  list: { name: 'entitlements' },
  detail: (entitlementId: string): RouteLocationNamedRaw => ({ name: 'entitlement', params: { entitlementId } }),
  models: { name: 'entitlement-models' },
  model: (modelId: string, tab?: string): RouteLocationNamedRaw => ({ name: 'entitlement-model', params: tab ? { modelId, tab } : { modelId } }),
  plan: (planId: string): RouteLocationNamedRaw => ({ name: 'entitlement-plan', params: { planId } }),
  families: { name: 'entitlement-plan-families' },
  renewalPolicies: { name: 'entitlement-renewal-policies' },
} satisfies Record<string, RouteLocationNamedRaw | ((...ids: string[]) => RouteLocationNamedRaw)>

const param = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export const entitlementsRoutes: RouteRecordRaw[] = [
  { path: '/entitlements/setup', name: 'entitlements-setup', redirect: entitlementsPaths.models },
  {
    path: '/entitlements/setup/models',
    name: 'entitlement-models',
    component: () => import('./setup/views/ModelListView.vue'),
    meta: { ...setup, titleKey: 'entitlementsSetup.models.title' },
  },
  {
    path: '/entitlements/setup/models/:modelId/:tab?',
    name: 'entitlement-model',
    component: () => import('./setup/views/ModelDesignerView.vue'),
    props: (route) => ({ modelId: String(route.params.modelId), tab: param(route.params.tab) ?? 'definition' }),
    meta: { ...setup, titleKey: 'entitlementsSetup.model.title' },
  },
  {
    path: '/entitlements/setup/plans/:planId',
    name: 'entitlement-plan',
    component: () => import('./setup/views/PlanEditorView.vue'),
    props: (route) => ({ planId: String(route.params.planId) }),
    meta: { ...setup, titleKey: 'entitlementsSetup.plan.title' },
  },
  {
    path: '/entitlements/setup/families',
    name: 'entitlement-plan-families',
    component: () => import('./setup/views/PlanFamiliesView.vue'),
    meta: { ...setup, titleKey: 'entitlementsSetup.families.title' },
  },
  {
    path: '/entitlements/setup/renewal-policies',
    name: 'entitlement-renewal-policies',
    component: () => import('./setup/views/RenewalPoliciesView.vue'),
    meta: { ...setup, titleKey: 'entitlementsSetup.policies.title' },
  },
  {
    path: '/entitlements',
    name: 'entitlements',
    component: () => import('./runtime/views/EntitlementListView.vue'),
    meta: { ...use, titleKey: 'entitlementsRuntime.list.title' },
  },
  {
    path: '/entitlements/:entitlementId',
    name: 'entitlement',
    component: () => import('./runtime/views/EntitlementDetailView.vue'),
    props: (route) => ({ entitlementId: String(route.params.entitlementId) }),
    meta: { ...use, titleKey: 'entitlementsRuntime.detail.title' },
  },
]
