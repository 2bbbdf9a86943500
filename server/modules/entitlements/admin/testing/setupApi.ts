import { randomUUID } from 'node:crypto'
import { startSchemaTestApi, type Reply, type SchemaTestApi } from '../../../entities/testing/schemaTestApi'
import { planTermsOf, type PlanTerms } from '../../shared/planTerms'
import type { PlanPayload } from '../plans.read'
import type { ModelPayload, RoleInput } from '../types'

/** Entitlement setup over real HTTP on a fresh demo database: models and plans made through the admin API. */

export const setupPath = '/api/workspace/admin/entitlement-operations'

export type Role = 'admin' | 'configurator' | 'operator'

export interface DemoDefinitions {
  customers: string
  contracts: string
  products: string
}

/** The demo API with the Entitlements module switched on. */
export async function startEntitlementSetupApi(): Promise<SchemaTestApi> {
  const api = await startSchemaTestApi()
  const module = await api.ok<{ Enabled: boolean; RowVersion: string }>('GET', `${setupPath}/module`)
  if (!module.Enabled) await api.ok('PUT', `${setupPath}/module`, { Enabled: true, RowVersion: module.RowVersion })
  return api
}

export async function demoDefinitions(api: SchemaTestApi): Promise<DemoDefinitions> {
  const rows = await api.sql<{ id: string; name: string }>("SELECT id, name FROM entity_definitions WHERE name IN ('customers', 'contracts', 'products')")
  const id = (name: string) => {
    const found = rows.find((row) => row.name === name)
    if (!found) throw new Error(`The demo schema has no ${name}`)
    return found.id
  }
  return { customers: id('customers'), contracts: id('contracts'), products: id('products') }
}

let counter = 0
/** A key no other test of the run uses. */
export const uniqueKey = (prefix = 'm'): string => `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}`

export const role = (definitionId: string, displayName = 'Role', extra: Partial<RoleInput> = {}): RoleInput => ({
  DisplayName: displayName,
  EntityDefinitionId: definitionId,
  PickerInputType: 0,
  LookupTableSelectorMode: 0,
  LookupTableSurfaceKey: null,
  ...extra,
})

/** A Subscription model owned by customers, without resources, unless `body` says otherwise. */
export function modelBody(definitions: DemoDefinitions, body: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Key: uniqueKey(),
    DisplayName: 'Support subscription',
    Description: null,
    ModelType: 0,
    PartyType: 0,
    AccessMode: 0,
    ResourceScopeMode: 0,
    OwnerParty: role(definitions.customers, 'Customer'),
    DelegateParty: null,
    Resource: null,
    RelatedResource: null,
    PartyDelegationPath: null,
    ResourceHierarchyPath: null,
    ...body,
  }
}

export function createModelCall(api: SchemaTestApi, definitions: DemoDefinitions, body: Record<string, unknown> = {}, as: Role = 'admin'): Promise<Reply<ModelPayload>> {
  return api.call<ModelPayload>('POST', `${setupPath}/models`, modelBody(definitions, body), as)
}

export async function createModel(api: SchemaTestApi, definitions: DemoDefinitions, body: Record<string, unknown> = {}): Promise<ModelPayload> {
  return api.ok<ModelPayload>('POST', `${setupPath}/models`, modelBody(definitions, body))
}

/** Twelve months in monthly windows, 14 days grace, 20 tickets and 5 seats, unless `body` says otherwise. */
export function planBody(body: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Key: uniqueKey('p'),
    DisplayName: 'Basic',
    Description: null,
    PlanFamilyId: null,
    RenewalPolicyId: null,
    DurationAmount: 12,
    DurationUnit: 3,
    GracePeriodAmount: 14,
    GracePeriodUnit: 1,
    TimeBoundWindowAmount: 1,
    TimeBoundWindowUnit: 3,
    TimeBoundWindowAnchor: 0,
    IssuedTermsText: 'Support on working days.',
    IsActive: true,
    SortOrder: null,
    Limits: [
      { Key: 'tickets', DisplayName: 'Tickets', LimitFamily: 0, GrantedAmount: 20, UnitLabel: 'tickets' },
      { Key: 'seats', DisplayName: 'Seats', LimitFamily: 2, GrantedAmount: 5, UnitLabel: null },
    ],
    ...body,
  }
}

export async function createPlan(api: SchemaTestApi, modelId: string, body: Record<string, unknown> = {}): Promise<PlanPayload> {
  return api.ok<PlanPayload>('POST', `${setupPath}/models/${modelId}/plans`, planBody(body))
}

export interface InsertedEntitlement {
  id: string
  number: number
}

export interface EntitlementRowOptions {
  /** EntitlementStatus; default 2 Active. */
  status?: number
  ownerDisplayName?: string
  /** Default: the plan's terms as they are now. */
  snapshot?: PlanTerms
  termsText?: string | null
  /** Consumed amount per plan limit key in the one period running now. */
  consumed?: Record<string, number>
}

/**
 * An issued entitlement written with SQL (the runtime's issue is not needed for setup tests): one
 * period from a month ago to a month ahead, with a limit per plan limit.
 */
export async function insertEntitlement(api: SchemaTestApi, model: ModelPayload, plan: PlanPayload, options: EntitlementRowOptions = {}): Promise<InsertedEntitlement> {
  const id = randomUUID()
  const snapshot = options.snapshot ?? planTermsOf({
    durationAmount: plan.DurationAmount,
    durationUnit: plan.DurationUnit,
    gracePeriodAmount: plan.GracePeriodAmount,
    gracePeriodUnit: plan.GracePeriodUnit,
    timeBoundWindowAmount: plan.TimeBoundWindowAmount,
    timeBoundWindowUnit: plan.TimeBoundWindowUnit,
    timeBoundWindowAnchor: plan.TimeBoundWindowAnchor,
    limits: plan.Limits.map((limit) => ({ id: limit.Id, key: limit.Key, displayName: limit.DisplayName, limitFamily: limit.LimitFamily, grantedAmount: limit.GrantedAmount === null ? null : String(limit.GrantedAmount), unitLabel: limit.UnitLabel, sortOrder: limit.SortOrder })),
  })
  const policy = plan.RenewalPolicy
  const [row] = await api.sql<{ n: string }>(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name, status,
       starts_at, ends_at, grace_until, issued_at, source_type, issued_terms_text_snapshot, issued_terms_captured_at, plan_terms_snapshot,
       renewal_policy_id_snapshot, renewal_policy_key_snapshot, renewal_mode_snapshot, renewal_lead_days_snapshot, renewal_external_policy_key_snapshot,
       status_changed_at, row_version)
     VALUES ($1, nextval('entitlement_numbers'), $2, $3, $4, $5, $6, $7, now() - interval '30 days', now() + interval '30 days',
       now() + interval '44 days', now(), 0, $8, now(), $9::jsonb, $10, $11, $12, $13, $14, now(), $15)
     RETURNING entitlement_number::text AS n`,
    [id, model.Id, plan.Id, model.OwnerParty.EntityDefinitionId, randomUUID(), options.ownerDisplayName ?? 'Acme', options.status ?? 2,
      options.termsText === undefined ? plan.IssuedTermsText : options.termsText, JSON.stringify(snapshot), policy?.Id ?? null, policy?.Key ?? null,
      policy?.Mode ?? 0, policy?.LeadDays ?? null, policy?.ExternalPolicyKey ?? null, randomUUID()],
  )
  const periodId = randomUUID()
  await api.sql(
    `INSERT INTO entitlement_periods (id, entitlement_id, period_number, starts_at, ends_at, grace_until)
     VALUES ($1, $2, 1, now() - interval '30 days', now() + interval '30 days', now() + interval '44 days')`,
    [periodId, id],
  )
  for (const limit of plan.Limits) {
    await api.sql(
      `INSERT INTO entitlement_limits (id, entitlement_id, period_id, plan_limit_key, display_name, limit_family, granted_amount, unit_label,
         consumed_amount, sort_order, row_version)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9::numeric, $10, $11)`,
      [randomUUID(), id, periodId, limit.Key, limit.DisplayName, limit.LimitFamily, limit.GrantedAmount === null ? null : String(limit.GrantedAmount),
        limit.UnitLabel, String(options.consumed?.[limit.Key] ?? 0), limit.SortOrder, randomUUID()],
    )
  }
  return { id, number: Number(row!.n) }
}

export function errorsOf(reply: Reply): Array<{ Code: string; Field?: string; Message: string }> {
  return reply.body?.Errors ?? []
}
