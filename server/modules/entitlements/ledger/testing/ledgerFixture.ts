import { randomUUID } from 'node:crypto'
import { loadRecordModel, lookupItems } from '../../../entities'
import { startSchemaTestApi, type Reply, type SchemaTestApi } from '../../../entities/testing/schemaTestApi'

/**
 * The ledger over real HTTP on a fresh demo database. Models, plans and entitlements are written
 * with SQL (migration 0012) so the ledger tests do not depend on the issue service; the owner is a
 * demo customer.
 */

export const runtimeBase = '/api/workspace/entitlement-operations'
export const entitlementPath = (entitlementId: string, suffix = ''): string => `${runtimeBase}/entitlements/${entitlementId}${suffix}`

export type Role = 'admin' | 'configurator' | 'operator'

export interface FixtureLimit {
  id: string
  key: string
  periodNumber: number
}

export interface FixtureEntitlement {
  id: string
  modelId: string
  periodIds: string[]
  limits: FixtureLimit[]
  /** The first limit of each key, in the given order. */
  limit(key: string, periodNumber?: number): FixtureLimit
}

export interface LimitSpec {
  key: string
  family?: number
  /** null = unlimited */
  granted?: string | null
}

export interface PeriodSpec {
  startsAt: Date
  endsAt: Date | null
  graceUntil?: Date | null
}

export interface EntitlementSpec {
  modelId?: string
  status?: number
  limits?: LimitSpec[]
  periods?: PeriodSpec[]
}

const day = 86_400_000
export const daysFromNow = (days: number): Date => new Date(Date.now() + days * day)

export async function startLedgerApi(): Promise<SchemaTestApi> {
  return startSchemaTestApi()
}

/** Grants per operation to role names (Admin is always allowed). */
export type GrantSpec = Partial<Record<'read' | 'issue' | 'adjust', string[]>>

const defaultGrants: GrantSpec = { read: ['Configurator', 'Operator'], issue: ['Operator'], adjust: ['Operator'] }

export async function insertModel(api: SchemaTestApi, grants: GrantSpec = defaultGrants, displayName = 'Support subscription'): Promise<string> {
  const customers = await loadRecordModel(api.db, 'customers')
  if (!customers) throw new Error('The demo customers definition is missing.')
  const id = randomUUID()
  const now = new Date()
  await api.sql(
    `INSERT INTO entitlement_models (id, key, display_name, model_type, security_row_version, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, 0, $4, $5, $5, $6)`,
    [id, `m-${id.slice(0, 8)}`, displayName, randomUUID(), now, randomUUID()],
  )
  await api.sql(
    `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id) VALUES ($1, $2, 0, 'Customer', $3)`,
    [randomUUID(), id, customers.id],
  )
  for (const [operation, roles] of Object.entries(grants)) {
    for (const role of roles ?? []) {
      await api.sql(
        'INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, $3, 0, $4)',
        [randomUUID(), id, operation, role],
      )
    }
  }
  return id
}

async function insertPlan(api: SchemaTestApi, modelId: string): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await api.sql(
    `INSERT INTO entitlement_plans (id, model_id, key, display_name, duration_unit, grace_period_unit, time_bound_window_unit,
       sort_order, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, 'Basic', 0, 0, 0, 0, $4, $4, $5)`,
    [id, modelId, `p-${id.slice(0, 8)}`, now, randomUUID()],
  )
  return id
}

/** A demo customer: its id and display text. */
async function someCustomer(api: SchemaTestApi): Promise<{ definitionId: string; id: string; name: string }> {
  const customers = (await loadRecordModel(api.db, 'customers'))!
  const [row] = await api.sql<{ id: string }>(`SELECT id FROM ${customers.primary.qualifiedName} ORDER BY number LIMIT 1`)
  const [item] = await lookupItems(api.db, customers, [row!.id])
  return { definitionId: customers.id, id: row!.id, name: item!.DisplayName }
}

/** An Active entitlement (by default one period around now, one Quantity limit `tickets` of 100). */
export async function insertEntitlement(api: SchemaTestApi, spec: EntitlementSpec = {}): Promise<FixtureEntitlement> {
  const modelId = spec.modelId ?? (await insertModel(api))
  const planId = await insertPlan(api, modelId)
  const owner = await someCustomer(api)
  const periods = spec.periods ?? [{ startsAt: daysFromNow(-10), endsAt: daysFromNow(20) }]
  const limits = spec.limits ?? [{ key: 'tickets', family: 0, granted: '100' }]
  const id = randomUUID()
  const now = new Date()
  const first = periods[0]!
  const last = periods[periods.length - 1]!
  await api.sql(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name,
       status, starts_at, ends_at, grace_until, issued_at, source_type, issued_terms_captured_at, plan_terms_snapshot,
       renewal_mode_snapshot, status_changed_at, row_version)
     VALUES ($1, nextval('entitlement_numbers'), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $11, $12::jsonb, 0, $11, $13)`,
    [
      id, modelId, planId, owner.definitionId, owner.id, owner.name, spec.status ?? 2, first.startsAt, last.endsAt, last.graceUntil ?? null, now,
      JSON.stringify({ DurationAmount: null, DurationUnit: 0, GracePeriodAmount: null, GracePeriodUnit: 0, TimeBoundWindowAmount: null, TimeBoundWindowUnit: 0, TimeBoundWindowAnchor: 0, Limits: [] }),
      randomUUID(),
    ],
  )
  const periodIds: string[] = []
  const created: FixtureLimit[] = []
  for (const [index, period] of periods.entries()) {
    const periodId = randomUUID()
    periodIds.push(periodId)
    await api.sql(
      'INSERT INTO entitlement_periods (id, entitlement_id, period_number, starts_at, ends_at, grace_until) VALUES ($1, $2, $3, $4, $5, $6)',
      [periodId, id, index + 1, period.startsAt, period.endsAt, period.graceUntil ?? period.endsAt],
    )
    for (const [sortOrder, limit] of limits.entries()) {
      const limitId = randomUUID()
      await api.sql(
        `INSERT INTO entitlement_limits (id, entitlement_id, period_id, plan_limit_key, display_name, limit_family, granted_amount, sort_order, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9)`,
        [limitId, id, periodId, limit.key, limit.key[0]!.toUpperCase() + limit.key.slice(1), limit.family ?? 0, limit.granted === undefined ? '100' : limit.granted, sortOrder, randomUUID()],
      )
      created.push({ id: limitId, key: limit.key, periodNumber: index + 1 })
    }
  }
  return {
    id,
    modelId,
    periodIds,
    limits: created,
    limit(key, periodNumber = 1) {
      const found = created.find((limit) => limit.key === key && limit.periodNumber === periodNumber)
      if (!found) throw new Error(`No limit ${key} in period ${periodNumber}`)
      return found
    },
  }
}

export interface LedgerEntry {
  Id: string
  EntitlementLimitId: string
  Operation: number
  Quantity: number
  BalanceAfter: number | null
  ReversesLedgerEntryId: string | null
  ReversibleQuantity: number | null
  ReasonCode: string | null
  ReasonText: string | null
  SourceType: number
  SourceData: string | null
  ActorUserId: string | null
  OccurredAtUtc: string
}

export type Detail = {
  Id: string
  RowVersion: string
  Status: number
  Limits: Array<{ Id: string; Key: string; LimitFamily: number; GrantedAmount: number | null; ConsumedAmountSnapshot: number; AvailableAmount: number | null; IsActive: boolean; RowVersion: string }>
  QuantityLedger: LedgerEntry[]
  QuantityLedgerTotalCount: number
  ObjectInvariant: { Operations: Record<string, { IsAllowed: boolean; Denials: Array<{ Source: number; ReasonCode: string }> }> }
} & Record<string, unknown>

export interface AdjustBody {
  EntitlementLimitId?: string | null
  LimitFamily?: number
  NewConsumedAmount: unknown
  RowVersion?: string | null
  ReasonCode?: string | null
  ReasonText?: string | null
  IdempotencyKey?: string | null
  SourceType?: number
  SourceData?: string | null
}

export function adjust(api: SchemaTestApi, entitlementId: string, body: AdjustBody, role: Role = 'admin'): Promise<Reply<Detail>> {
  return api.call<Detail>('POST', entitlementPath(entitlementId, '/quantity/adjust'), { LimitFamily: 0, SourceType: 0, ...body }, role)
}

export function reverse(api: SchemaTestApi, entitlementId: string, entryId: string, body: Record<string, unknown> = {}, role: Role = 'admin'): Promise<Reply<Detail>> {
  return api.call<Detail>('POST', entitlementPath(entitlementId, `/quantity/ledger/${entryId}/reverse`), { SourceType: 0, ...body }, role)
}

/** Data of a call that must succeed, with the failure's errors in the message otherwise. */
export function dataOf<T>(reply: Reply<T>): T {
  if (reply.status !== 200) throw new Error(`answered ${reply.status}: ${JSON.stringify(reply.body?.Errors ?? reply.body)}`)
  return reply.body.Data
}

/** The stored entries of a limit, oldest first, with exact decimal text. */
export async function storedEntries(api: SchemaTestApi, limitId: string): Promise<Array<{ id: string; quantity: string; balance_after: string; reversible_quantity: string | null }>> {
  return api.sql(
    `SELECT id, quantity::text, balance_after::text, reversible_quantity::text FROM entitlement_ledger_entries WHERE limit_id = $1 ORDER BY seq`,
    [limitId],
  )
}
