// Entitlement runtime payloads as the local API sends them, for component and unit tests.
import type { EntitlementDetail, EntitlementRuntimeOptions, EntitlementSummary } from '@/features/entitlements/api/entitlements.types'
import type { EntitlementLimit, EntitlementPeriod } from '@/features/entitlements/runtime/runtime.types'
import { ok } from '../profiles'

export const ENTITLEMENT_ID = 'ent-1'

const allow = (keys: string[], denied: string[] = []) =>
  Object.fromEntries(
    [...keys, ...denied].map((key) => [
      key,
      denied.includes(key)
        ? { OperationKey: key, IsAllowed: false, Denials: [{ Source: 2, SourceKey: 'entitlement.terminal', ReasonCode: 'x', SafeMessage: `No ${key}.` }] }
        : { OperationKey: key, IsAllowed: true, Denials: [] },
    ]),
  )

export function makePeriod(overrides: Partial<EntitlementPeriod> = {}): EntitlementPeriod {
  return {
    Id: 'per-1',
    PeriodNumber: 1,
    StartsAtUtc: '2026-01-01T00:00:00Z',
    EndsAtUtc: '2026-02-01T00:00:00Z',
    GraceUntilUtc: '2026-02-01T00:00:00Z',
    Status: 1,
    ...overrides,
  }
}

export function makeLimit(overrides: Partial<EntitlementLimit> = {}): EntitlementLimit {
  return {
    Id: 'lim-tickets',
    Key: 'tickets',
    DisplayName: 'Tickets',
    UnitLabel: 'tickets',
    PeriodId: 'per-1',
    LimitFamily: 0,
    GrantedAmount: 20,
    AvailableAmount: 8,
    StartsAtUtc: '2026-01-01T00:00:00Z',
    EndsAtUtc: '2026-02-01T00:00:00Z',
    GraceUntilUtc: '2026-02-01T00:00:00Z',
    ConsumedAmountSnapshot: 12,
    IsActive: true,
    RowVersion: 'rv-limit-1',
    ...overrides,
  }
}

export function makeDetail(overrides: Partial<EntitlementDetail> = {}): EntitlementDetail {
  return {
    Id: ENTITLEMENT_ID,
    EntitlementNumber: 1001,
    EntitlementModelId: 'mod-support',
    EntitlementModelDisplayName: 'Support subscription',
    ModelType: 0,
    EntitlementPlanId: 'plan-basic',
    EntitlementPlanDisplayName: 'Basic',
    EntitlementPlanDescription: null,
    Owner: { EntityDefinitionId: 'def-customers', EntityDisplayName: 'Customers', EntityInstanceId: 'rec-acme', DisplayName: 'Acme Ltd' },
    Status: 2,
    EffectiveState: 1,
    StartsAtUtc: '2026-01-01T00:00:00Z',
    EndsAtUtc: '2027-01-01T00:00:00Z',
    GraceUntilUtc: '2027-01-15T00:00:00Z',
    IssuedAtUtc: '2026-01-01T00:00:00Z',
    IssuedByUserId: 'usr-admin',
    SourceType: 0,
    SourceData: null,
    IssuedTermsTextSnapshot: 'Support during office hours.',
    IssuedTermsCapturedAtUtc: '2026-01-01T00:00:00Z',
    RenewalPolicyIdSnapshot: null,
    RenewalPolicyKeySnapshot: null,
    RenewalModeSnapshot: 0,
    RenewalLeadDaysSnapshot: null,
    RenewalExternalPolicyKeySnapshot: null,
    ObjectInvariant: {
      Resource: { ModuleKey: 'entitlements', ResourceKind: 'Entitlement', ContextResourceId: 'mod-support', ResourceObjectId: ENTITLEMENT_ID },
      BusinessInvariants: [],
      Operations: allow(['read', 'adjust', 'suspend', 'cancel', 'revoke', 'renew'], ['resume']),
    },
    RowVersion: 'rv-ent-1',
    Periods: [makePeriod()],
    Limits: [makeLimit()],
    QuantityLedger: [],
    Resources: [],
    Beneficiaries: [],
    QuantityLedgerTotalCount: 0,
    PredecessorEntitlementId: null,
    SuccessorEntitlementId: null,
    StatusReason: null,
    StatusChangedAtUtc: '2026-01-01T00:00:00Z',
    PlanTermsSnapshot: {
      DurationAmount: 12,
      DurationUnit: 3,
      GracePeriodAmount: 14,
      GracePeriodUnit: 1,
      TimeBoundWindowAmount: 1,
      TimeBoundWindowUnit: 3,
      TimeBoundWindowAnchor: 0,
      Limits: [{ Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: '20', UnitLabel: 'tickets' }],
    },
    Access: { Read: true, Issue: true, Adjust: true },
    ...overrides,
  } as EntitlementDetail
}

export function makeSummary(id: string, number: number, overrides: Partial<EntitlementSummary> = {}): EntitlementSummary {
  return {
    Id: id,
    EntitlementNumber: number,
    EntitlementModelId: 'mod-support',
    EntitlementModelDisplayName: 'Support subscription',
    ModelType: 0,
    EntitlementPlanId: 'plan-basic',
    EntitlementPlanDisplayName: 'Basic',
    Owner: { EntityDefinitionId: 'def-customers', EntityDisplayName: 'Customers', EntityInstanceId: `rec-${number}`, DisplayName: `Customer ${number}` },
    Status: 2,
    EffectiveState: 1,
    StartsAtUtc: '2026-01-01T00:00:00Z',
    EndsAtUtc: '2027-01-01T00:00:00Z',
    GraceUntilUtc: '2027-01-15T00:00:00Z',
    IssuedAtUtc: '2026-01-01T00:00:00Z',
    Usage: [{ EntitlementLimitId: `lim-${id}`, DisplayName: 'Tickets', UnitLabel: 'tickets', LimitFamily: 0, GrantedAmount: 20, ConsumedAmount: 4, IsOverLimit: false }],
    RowVersion: `rv-${id}`,
    ...overrides,
  }
}

export function makeOptions(): EntitlementRuntimeOptions {
  return {
    Models: [
      {
        Id: 'mod-support',
        Key: 'support',
        DisplayName: 'Support subscription',
        ModelType: 0,
        IsActive: true,
        ResourceScopeMode: 0,
        Access: { Read: true, Issue: true, Adjust: true },
        Roles: [{ Id: 'role-owner', RoleKind: 0, DisplayName: 'Customer', EntityDefinitionId: 'def-customers', EntityDefinitionName: 'Customers' }],
        Plans: [
          { Id: 'plan-basic', Key: 'basic', DisplayName: 'Basic', IsActive: true, PlanFamilyDisplayName: 'Support plans', Summary: '12 months, monthly windows, 14 days grace' },
          { Id: 'plan-premium', Key: 'premium', DisplayName: 'Premium', IsActive: true, PlanFamilyDisplayName: 'Support plans', Summary: '12 months' },
        ],
      },
      {
        Id: 'mod-data',
        Key: 'data-access',
        DisplayName: 'Data service access',
        ModelType: 3,
        IsActive: true,
        ResourceScopeMode: 2,
        Access: { Read: true, Issue: false, Adjust: false },
        Roles: [{ Id: 'role-owner-2', RoleKind: 0, DisplayName: 'Customer', EntityDefinitionId: 'def-customers', EntityDefinitionName: 'Customers' }],
        Plans: [{ Id: 'plan-feed', Key: 'feed', DisplayName: 'Open data feed', IsActive: true, PlanFamilyDisplayName: null, Summary: 'Open-ended' }],
      },
    ],
  }
}

export { ok }

/** An envelope refusal: `status` with one issue (and the current state as Data, as a 409 carries it). */
export const refused = (status: number, code: string, message: string, data: unknown = null, field?: string) => ({
  status,
  body: { Success: false, Data: data, Errors: [{ Code: code, Message: message, ...(field ? { Field: field } : {}) }], Warnings: null },
})
