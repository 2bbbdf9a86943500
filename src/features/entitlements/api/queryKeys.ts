/** The one place for the entitlements feature's vue-query keys; mutations invalidate by these prefixes. */
export const entitlementsKeys = {
  all: ['entitlements'] as const,
  module: ['entitlements', 'module'] as const,
  setup: {
    all: ['entitlements', 'setup'] as const,
    models: ['entitlements', 'setup', 'models'] as const,
    model: (modelId: string) => ['entitlements', 'setup', 'model', modelId] as const,
    security: (modelId: string) => ['entitlements', 'setup', 'model', modelId, 'security'] as const,
    plans: (modelId: string) => ['entitlements', 'setup', 'model', modelId, 'plans'] as const,
    plan: (planId: string) => ['entitlements', 'setup', 'plan', planId] as const,
    families: ['entitlements', 'setup', 'families'] as const,
    renewalPolicies: ['entitlements', 'setup', 'renewal-policies'] as const,
  },
  runtime: {
    all: ['entitlements', 'runtime'] as const,
    options: ['entitlements', 'runtime', 'options'] as const,
    /** Every page of the list, whatever its filters (invalidated after a change). */
    lists: ['entitlements', 'runtime', 'list'] as const,
    list: (filters: object) => [...entitlementsKeys.runtime.lists, filters] as const,
    /** Everything of one entitlement: detail, ledger pages, balances, burndowns, renewals. */
    entitlement: (entitlementId: string) => ['entitlements', 'runtime', 'entitlement', entitlementId] as const,
    detail: (entitlementId: string) => [...entitlementsKeys.runtime.entitlement(entitlementId), 'detail'] as const,
    ledger: (entitlementId: string, limitId: string | null, page: number) =>
      [...entitlementsKeys.runtime.entitlement(entitlementId), 'ledger', limitId, page] as const,
    balance: (entitlementId: string, asOfUtc: string) => [...entitlementsKeys.runtime.entitlement(entitlementId), 'balance', asOfUtc] as const,
    burndown: (entitlementId: string, limitId: string) => [...entitlementsKeys.runtime.entitlement(entitlementId), 'burndown', limitId] as const,
    renewals: (entitlementId: string) => [...entitlementsKeys.runtime.entitlement(entitlementId), 'renewals'] as const,
  },
}
