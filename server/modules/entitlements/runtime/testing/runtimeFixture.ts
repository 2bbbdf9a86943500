import { randomUUID } from 'node:crypto'
import { loadRecordModel, lookupItems } from '../../../entities'
import { startSchemaTestApi, type Reply, type SchemaTestApi } from '../../../entities/testing/schemaTestApi'

/**
 * The entitlement runtime over real HTTP on a fresh demo database. Models, policies and plans are
 * written with SQL (migration 0012) so these tests do not wait on the setup API; owners are demo
 * customers and resources demo contracts.
 */

export const runtimeBase = '/api/workspace/entitlement-operations'
export const entitlementPath = (id: string, suffix = ''): string => `${runtimeBase}/entitlements/${id}${suffix}`

export type Role = 'admin' | 'configurator' | 'operator'
export type Grants = Partial<Record<'read' | 'issue' | 'adjust', string[]>>

export const RoleKind = { OwnerParty: 0, DelegateParty: 1, Resource: 2, RelatedResource: 3 } as const
export const Unit = { None: 0, Day: 1, Week: 2, Month: 3, Year: 4 } as const

export interface FixtureModel {
  id: string
  displayName: string
  roles: Partial<Record<keyof typeof RoleKind, string>>
}

export interface ModelSpec {
  displayName?: string
  resourceScopeMode?: number
  /** Role kinds besides the owner (customers): Resource and RelatedResource are contracts, DelegateParty customers. */
  roles?: Array<'DelegateParty' | 'Resource' | 'RelatedResource'>
  grants?: Grants
  isActive?: boolean
}

export interface PlanSpec {
  displayName?: string
  duration?: [number, number] | null
  grace?: [number, number] | null
  window?: [number, number] | null
  calendar?: boolean
  limits?: Array<{ key: string; family?: number; granted?: string | null }>
  renewalPolicyId?: string | null
  termsText?: string | null
  isActive?: boolean
}

export type Detail = {
  Id: string
  EntitlementNumber: number
  Status: number
  EffectiveState: number
  StartsAtUtc: string
  EndsAtUtc: string | null
  GraceUntilUtc: string | null
  RowVersion: string
  Owner: { EntityInstanceId: string; DisplayName: string }
  Periods: Array<{ Id: string; PeriodNumber: number; StartsAtUtc: string; EndsAtUtc: string | null; GraceUntilUtc: string | null; Status: number }>
  Limits: Array<{ Id: string; Key: string; PeriodNumber: number; GrantedAmount: number | null; IsActive: boolean; RowVersion: string }>
  Resources: Array<{ ResourceRoleId: string; Resource: { EntityInstanceId: string; DisplayName: string } }>
  Beneficiaries: Array<{ BeneficiaryPartyRoleId: string; Beneficiary: { EntityInstanceId: string } }>
  PlanTermsSnapshot: { Limits: Array<{ Key: string; GrantedAmount: string | null }>; DurationAmount: number | null }
  IssuedTermsTextSnapshot: string | null
  RenewalModeSnapshot: number
  RenewalPolicyKeySnapshot: string | null
  PredecessorEntitlementId: string | null
  SuccessorEntitlementId: string | null
  StatusReason: string | null
} & Record<string, unknown>

const defaultGrants: Grants = { read: ['Configurator', 'Operator'], issue: ['Operator'], adjust: ['Operator'] }

export async function startRuntimeApi(): Promise<SchemaTestApi> {
  return startSchemaTestApi()
}

export interface DemoRecord {
  id: string
  name: string
}

/** Demo records of a definition (customers, contracts) with their display text, by number. */
export async function demoRecords(api: SchemaTestApi, definitionName: string): Promise<DemoRecord[]> {
  const definition = await loadRecordModel(api.db, definitionName)
  if (!definition) throw new Error(`The demo ${definitionName} definition is missing.`)
  const rows = await api.sql<{ id: string }>(`SELECT id FROM ${definition.primary.qualifiedName} ORDER BY number`)
  const items = await lookupItems(api.db, definition, rows.map((row) => row.id))
  const names = new Map(items.map((item) => [item.Id, item.DisplayName]))
  return rows.map((row) => ({ id: row.id, name: names.get(row.id) ?? row.id }))
}

async function definitionIdOf(api: SchemaTestApi, name: string): Promise<string> {
  const definition = await loadRecordModel(api.db, name)
  if (!definition) throw new Error(`The demo ${name} definition is missing.`)
  return definition.id
}

export async function insertModel(api: SchemaTestApi, spec: ModelSpec = {}): Promise<FixtureModel> {
  const id = randomUUID()
  const now = new Date()
  const displayName = spec.displayName ?? 'Support subscription'
  await api.sql(
    `INSERT INTO entitlement_models (id, key, display_name, model_type, resource_scope_mode, is_active, security_row_version, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $7, $8)`,
    [id, `m-${id.slice(0, 8)}`, displayName, spec.resourceScopeMode ?? 0, spec.isActive ?? true, randomUUID(), now, randomUUID()],
  )
  const customers = await definitionIdOf(api, 'customers')
  const contracts = await definitionIdOf(api, 'contracts')
  const roles: FixtureModel['roles'] = {}
  const wanted: Array<keyof typeof RoleKind> = ['OwnerParty', ...(spec.roles ?? [])]
  for (const kind of wanted) {
    const roleId = randomUUID()
    const definition = kind === 'OwnerParty' || kind === 'DelegateParty' ? customers : contracts
    await api.sql(
      'INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id) VALUES ($1, $2, $3, $4, $5)',
      [roleId, id, RoleKind[kind], kind, definition],
    )
    roles[kind] = roleId
  }
  for (const [operation, subjects] of Object.entries(spec.grants ?? defaultGrants)) {
    for (const subject of subjects ?? []) {
      await api.sql('INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, $3, 0, $4)', [randomUUID(), id, operation, subject])
    }
  }
  return { id, displayName, roles }
}

export async function insertRenewalPolicy(api: SchemaTestApi, mode: number, leadDays: number | null = null, externalKey: string | null = null): Promise<string> {
  const id = randomUUID()
  await api.sql(
    'INSERT INTO entitlement_renewal_policies (id, key, display_name, mode, lead_days, external_policy_key, row_version) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, `r-${id.slice(0, 8)}`, `Policy ${mode}`, mode, leadDays, externalKey, randomUUID()],
  )
  return id
}

/** A plan: by default 12 months with monthly windows, 14 days grace, `tickets` 20 and `seats` 5. */
export async function insertPlan(api: SchemaTestApi, modelId: string, spec: PlanSpec = {}): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  const duration = spec.duration === undefined ? [12, Unit.Month] : spec.duration
  const grace = spec.grace === undefined ? [14, Unit.Day] : spec.grace
  const window = spec.window === undefined ? [1, Unit.Month] : spec.window
  await api.sql(
    `INSERT INTO entitlement_plans (id, model_id, renewal_policy_id, key, display_name, duration_amount, duration_unit, grace_period_amount,
       grace_period_unit, time_bound_window_amount, time_bound_window_unit, time_bound_window_anchor, issued_terms_text, sort_order, is_active,
       created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14, $15, $15, $16)`,
    [
      id, modelId, spec.renewalPolicyId ?? null, `p-${id.slice(0, 8)}`, spec.displayName ?? 'Basic',
      duration?.[0] ?? null, duration?.[1] ?? Unit.None, grace?.[0] ?? null, grace?.[1] ?? Unit.None, window?.[0] ?? null, window?.[1] ?? Unit.None,
      spec.calendar ? 1 : 0, spec.termsText === undefined ? 'Support during business hours.' : spec.termsText, spec.isActive ?? true, now, randomUUID(),
    ],
  )
  const limits = spec.limits ?? [{ key: 'tickets', family: 0, granted: '20' }, { key: 'seats', family: 2, granted: '5' }]
  for (const [index, limit] of limits.entries()) {
    await api.sql(
      `INSERT INTO entitlement_plan_limits (id, plan_id, key, display_name, limit_family, granted_amount, unit_label, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, NULL, $7)`,
      [randomUUID(), id, limit.key, limit.key[0]!.toUpperCase() + limit.key.slice(1), limit.family ?? 0, limit.granted === undefined ? '10' : limit.granted, index],
    )
  }
  return id
}

export function issueCall(api: SchemaTestApi, body: Record<string, unknown>, role: Role = 'admin'): Promise<Reply<Detail>> {
  return api.call<Detail>('POST', `${runtimeBase}/entitlements`, { SourceType: 0, ...body }, role)
}

export async function issue(api: SchemaTestApi, body: Record<string, unknown>, role: Role = 'admin'): Promise<Detail> {
  const reply = await issueCall(api, body, role)
  if (reply.status !== 200) throw new Error(`issue answered ${reply.status}: ${JSON.stringify(reply.body?.Errors ?? reply.body)}`)
  return reply.body.Data
}

export async function getEntitlement(api: SchemaTestApi, id: string, role: Role = 'admin'): Promise<Detail> {
  const reply = await api.call<Detail>('GET', entitlementPath(id), undefined, role)
  if (reply.status !== 200) throw new Error(`get answered ${reply.status}: ${JSON.stringify(reply.body?.Errors ?? reply.body)}`)
  return reply.body.Data
}

export function lifecycleCall(api: SchemaTestApi, detail: Pick<Detail, 'Id' | 'RowVersion'>, action: number, role: Role = 'admin', reason: string | null = null): Promise<Reply<Detail>> {
  return api.call<Detail>('POST', entitlementPath(detail.Id, '/lifecycle'), { Action: action, RowVersion: detail.RowVersion, ReasonText: reason }, role)
}

const offsets = new WeakMap<SchemaTestApi, number>()

/** Moves the API's clock (and this fixture's view of it) forward. */
export function advance(api: SchemaTestApi, minutes: number): void {
  api.advanceClock(minutes)
  offsets.set(api, (offsets.get(api) ?? 0) + minutes)
}

/** The API's clock now, for calling services (the lifecycle job) directly. */
export const apiNow = (api: SchemaTestApi): Date => new Date(Date.now() + (offsets.get(api) ?? 0) * 60_000)

export const days = (count: number): number => count * 24 * 60
