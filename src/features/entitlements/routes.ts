import type { RouteRecordRaw } from 'vue-router'

const setup = { requiredPermissions: ['entitlements.configure'], module: 'EntitlementOperations' as const }
const use = { requiredPermissions: ['entitlements.use'], module: 'EntitlementOperations' as const }

export const entitlementsPaths = {
  list: '/entitlements',
  detail: (entitlementId: string) => `/entitlements/${encodeURIComponent(entitlementId)}`,
  models: '/entitlements/setup/models',
  model: (modelId: string, tab?: string) => `/entitlements/setup/models/${encodeURIComponent(modelId)}${tab ? `/${tab}` : ''}`,
  plan: (planId: string) => `/entitlements/setup/plans/${encodeURIComponent(planId)}`,
  families: '/entitlements/setup/families',
  renewalPolicies: '/entitlements/setup/renewal-policies',
}

const param = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export const entitlementsRoutes: RouteRecordRaw[] = [
  { path: '/entitlements/setup', redirect: entitlementsPaths.models },
  {
    path: entitlementsPaths.models,
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
    path: entitlementsPaths.families,
    name: 'entitlement-plan-families',
    component: () => import('./setup/views/PlanFamiliesView.vue'),
    meta: { ...setup, titleKey: 'entitlementsSetup.families.title' },
  },
  {
    path: entitlementsPaths.renewalPolicies,
    name: 'entitlement-renewal-policies',
    component: () => import('./setup/views/RenewalPoliciesView.vue'),
    meta: { ...setup, titleKey: 'entitlementsSetup.policies.title' },
  },
  {
    path: entitlementsPaths.list,
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
