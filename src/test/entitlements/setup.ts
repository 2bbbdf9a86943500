// Shared arrangements of the entitlement setup's component tests (not part of the app).
import { RouterView } from 'vue-router'
import { vi } from 'vitest'
import { configureApi } from '@/api/index'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch } from '@/test/profiles'
import type { EntitlementModel, EntitlementPlan, EntitlementPlanImpact, EntitlementRenewalPolicy } from '@/features/entitlements/entitlements.types'
import { entitlementsRoutes } from '@/features/entitlements/routes'

export { buttonIn, dialog, fail, field, ok, type } from '@/test/entities/rules'

/** What the stubbed API answers, by `METHOD path`. */
export type Answers = Parameters<typeof stubFetch>[0]

export const ADMIN = '/api/workspace/admin/entitlement-operations'
export const DEFINITIONS = 'GET /api/workspace/admin/entity-definitions'

const mounted: { unmount: () => void }[] = []
/** Unmounts what the test mounted (dialogs live in the document) and restores fetch; call in afterEach. */
export function cleanUp(): void {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount())
  vi.unstubAllGlobals()
}

export function signInConfigurator(): void {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({
    Roles: ['Configurator'],
    Permissions: ['entitlements.configure', 'entitlements.use', 'entities.configure'],
    Modules: { ...makeProfile().Modules, EntitlementOperations: { Enabled: true } },
  })
}

const definitionSummary = (Id: string, Name: string, singular: string, plural: string) => ({
  Id, Name, DisplayNameSingular: singular, DisplayNamePlural: plural, Description: null, FieldCount: 3, RecordCount: 5,
  IsReadOnly: false, IsPendingDeletion: false, PurgeAfterUtc: null, ModifiedAt: '2024-01-01T00:00:00Z', RowVersion: `rv-${Id}`,
})
/** The entity definitions page the definition pickers read. */
export const definitionsPage = {
  Items: [definitionSummary('def-customers', 'customers', 'Customer', 'Customers'), definitionSummary('def-contracts', 'contracts', 'Contract', 'Contracts')],
  Page: 1, PageSize: 200, TotalCount: 2, HasMore: false,
}

export function makeModel(overrides: Partial<EntitlementModel> = {}): EntitlementModel {
  return {
    Id: 'model-1', Key: 'support', DisplayName: 'Support subscription', Description: null, ModelType: 0, IsActive: true,
    PartyType: 0, AccessMode: 0, ResourceScopeMode: 0,
    OwnerParty: { Id: 'role-owner', RoleKind: 0, DisplayName: 'Customer', EntityDefinitionId: 'def-customers', InstancePickerInputType: 0, LookupTableSelectorMode: 0, LookupTableSurfaceKey: null },
    DelegateParty: null, Resource: null, RelatedResource: null, PartyDelegationPath: null, ResourceHierarchyPath: null,
    Plans: [], AllowedActions: { CanUpdate: true, CanDelete: true, CanManageSecurity: true, CanCreatePlan: true },
    IssuedCount: 0, RowVersion: 'rv-model', SecurityRowVersion: 'rv-security',
    ...overrides,
  }
}

export function makePlan(overrides: Partial<EntitlementPlan> = {}): EntitlementPlan {
  return {
    Id: 'plan-basic', EntitlementModelId: 'model-1', Key: 'basic', DisplayName: 'Basic', Description: null,
    PlanFamily: { Id: 'fam-support', Key: 'support-plans', DisplayName: 'Support plans' },
    RenewalPolicy: { Id: 'pol-auto', Key: 'auto-renew', DisplayName: 'Auto-renew', Mode: 1 },
    DurationAmount: 12, DurationUnit: 3, GracePeriodAmount: 14, GracePeriodUnit: 1, TimeBoundWindowAmount: 1, TimeBoundWindowUnit: 3, TimeBoundWindowAnchor: 0,
    IssuedTermsText: 'Support on working days.', IsActive: true, SortOrder: 1,
    Limits: [
      { Id: 'lim-tickets', Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 20, UnitLabel: null, SortOrder: 1 },
      { Id: 'lim-seats', Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: 5, UnitLabel: null, SortOrder: 2 },
    ],
    IssuedCount: 0, AllowedActions: { CanUpdate: true, CanDelete: true }, RowVersion: 'rv-plan',
    ...overrides,
  }
}

export const autoRenew: EntitlementRenewalPolicy = {
  Id: 'pol-auto', Key: 'auto-renew', DisplayName: 'Auto-renew', Description: null, Mode: 1, LeadDays: 30, ExternalPolicyKey: null, PlanCount: 1, RowVersion: 'rv-pol',
}

export function makeImpact(overrides: Partial<EntitlementPlanImpact> = {}): EntitlementPlanImpact {
  return {
    PlanId: 'plan-basic', ChangedFields: ['limit-amount:tickets'], LiveCount: 5, DifferingCount: 2,
    Differing: [
      { EntitlementId: 'ent-7', EntitlementNumber: 7, OwnerDisplayName: 'Acme GmbH', Differences: ['limit-amount:tickets', 'terms'] },
      { EntitlementId: 'ent-9', EntitlementNumber: 9, OwnerDisplayName: 'Globex AG', Differences: ['duration'] },
    ],
    OverLimitCount: 1,
    OverLimit: [{ EntitlementId: 'ent-7', EntitlementNumber: 7, OwnerDisplayName: 'Acme GmbH', LimitKey: 'tickets', LimitDisplayName: 'Tickets', ConsumedAmount: 14, ProposedGrantedAmount: 10 }],
    ...overrides,
  }
}

/** Opens a setup route with the API answering `answers` (changeable later), and waits until `ready` shows. */
export async function renderSetup(path: string, answers: Answers, ready: string) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(RouterView, { routes: entitlementsRoutes, initialPath: path })
  mounted.push(wrapper)
  await vi.waitFor(
    () => {
      if (!document.querySelector(ready)) throw new Error(`${ready} is not there yet`)
    },
    { timeout: 5000 },
  )
  await flush()
  return { wrapper, router: router!, calls: stub.calls, answers }
}

export const bodyOf = (call: { body: string | null } | undefined): unknown => JSON.parse(call?.body ?? 'null')
