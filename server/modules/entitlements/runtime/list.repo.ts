import { EntitlementSortField, type EntitlementModelType, type LimitFamily } from '../../../../shared/enums'
import type { Db, SqlValue } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { Paging } from '../../../platform/paging'
import { iso, isoOrNull } from '../../../platform/values'
import { fromDecimalString, toDouble } from '../shared/amount'
import { overLimitAt, periodRunningAt } from '../shared/runningPeriod'
import { effectiveStateFilter, effectiveStateSql } from './list.sql'
import type { EffectiveState, EntitlementStatus } from './states'

/** The entitlement list: summaries of the entitlements matching filters, sorted and paged, with the usage of their running period. */

export interface ListQuery {
  Page?: number
  PageSize?: number
  Search?: string
  OwnerEntityInstanceId?: string
  EntitlementModelId?: string
  EntitlementPlanId?: string
  Status?: number
  EffectiveState?: number
  OverLimit?: boolean
  SortField?: number
  SortDirection?: number
}

type EntitlementSummary = PublicSchemas['EntitlementSummary']

interface SummaryRow {
  id: string
  entitlement_number: number
  model_id: string
  model_display_name: string
  model_type: EntitlementModelType
  plan_id: string
  plan_display_name: string
  owner_definition_id: string
  owner_definition_name: string | null
  owner_instance_id: string
  owner_display_name: string
  status: EntitlementStatus
  effective_state: EffectiveState
  starts_at: Date
  ends_at: Date | null
  grace_until: Date | null
  issued_at: Date
  row_version: string
}

/** LIKE pattern for names starting with the text, its wildcards taken literally (an index range scan). */
const prefixPattern = (text: string): string => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

class Where {
  readonly params: SqlValue[] = []
  readonly clauses: string[] = []
  param(value: SqlValue): string {
    this.params.push(value)
    return `$${this.params.length}`
  }
  add(clause: string): void {
    this.clauses.push(clause)
  }
  toString(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : ''
  }
}

/** Number sorts newest first unless told otherwise; the other fields ascending. */
function orderBy(query: ListQuery): string {
  const field = query.SortField ?? EntitlementSortField.Number
  const descending = query.SortDirection === undefined ? field === EntitlementSortField.Number : query.SortDirection === 1
  const direction = descending ? 'DESC' : 'ASC'
  switch (field) {
    case EntitlementSortField.Owner:
      return `lower(e.owner_display_name) ${direction}, e.entitlement_number ${direction}`
    case EntitlementSortField.StartsAt:
      return `e.starts_at ${direction}, e.entitlement_number ${direction}`
    case EntitlementSortField.EndsAt:
      return `e.ends_at ${direction} ${descending ? 'NULLS FIRST' : 'NULLS LAST'}, e.entitlement_number ${direction}`
    default:
      return `e.entitlement_number ${direction}`
  }
}

function filters(query: ListQuery, readable: string[] | null, now: Date): Where {
  const where = new Where()
  if (readable !== null) where.add(`e.model_id = ANY(${where.param(readable)}::text[])`)
  if (query.OwnerEntityInstanceId) where.add(`e.owner_instance_id = ${where.param(query.OwnerEntityInstanceId)}`)
  if (query.EntitlementModelId) where.add(`e.model_id = ${where.param(query.EntitlementModelId)}`)
  if (query.EntitlementPlanId) where.add(`e.plan_id = ${where.param(query.EntitlementPlanId)}`)
  if (query.Status !== undefined) where.add(`e.status = ${where.param(query.Status)}`)
  if (query.EffectiveState !== undefined) where.add(effectiveStateFilter(query.EffectiveState, () => `${where.param(now)}::timestamptz`))
  if (query.OverLimit === true) where.add(overLimitAt(`${where.param(now)}::timestamptz`))
  else if (query.OverLimit === false) where.add(`NOT ${overLimitAt(`${where.param(now)}::timestamptz`)}`)
  const search = query.Search?.trim().toLowerCase() ?? ''
  if (search.length > 0) {
    const byName = `lower(e.owner_display_name) LIKE ${where.param(prefixPattern(search))}`
    const number = /^#?(\d{1,15})$/.exec(search)?.[1]
    where.add(number ? `(e.entitlement_number = ${where.param(Number(number))} OR ${byName})` : byName)
  }
  return where
}

async function countMatching(db: Db, where: Where): Promise<number> {
  const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM entitlements e ${where}`, where.params)
  return counted?.count ?? 0
}

/** One page of the entitlements of the readable models (null = every model) that match the query, and how many match. */
export async function listSummaries(db: Db, query: ListQuery, readable: string[] | null, at: Paging, now: Date): Promise<{ items: EntitlementSummary[]; total: number }> {
  const where = filters(query, readable, now)
  const { pageSize, offset } = at
  // The page's own parameter for the clock: the filters may not reference it.
  const clock = `$${where.params.length + 1}::timestamptz`
  const rows = await db.query<SummaryRow>(
    `WITH picked AS (
       SELECT e.id FROM entitlements e ${where} ORDER BY ${orderBy(query)} LIMIT ${pageSize} OFFSET ${offset}
     )
     SELECT e.id, e.entitlement_number::int AS entitlement_number, e.model_id, m.display_name AS model_display_name, m.model_type,
       e.plan_id, p.display_name AS plan_display_name, e.owner_definition_id, d.display_name_singular AS owner_definition_name,
       e.owner_instance_id, e.owner_display_name, e.status, ${effectiveStateSql(clock)} AS effective_state,
       e.starts_at, e.ends_at, e.grace_until, e.issued_at, e.row_version
     FROM picked
     JOIN entitlements e ON e.id = picked.id
     JOIN entitlement_models m ON m.id = e.model_id
     JOIN entitlement_plans p ON p.id = e.plan_id
     LEFT JOIN entity_definitions d ON d.id = e.owner_definition_id
     ORDER BY ${orderBy(query)}`,
    [...where.params, now],
  )
  // A short page that has rows is the last one: its end is the total, no count needed.
  const isLastPage = rows.length > 0 && rows.length < pageSize
  const total = isLastPage || (offset === 0 && rows.length === 0) ? offset + rows.length : await countMatching(db, where)
  const usage = await usageOf(db, rows.map((row) => row.id), now)
  return { items: rows.map((row) => toSummary(row, usage.get(row.id) ?? null)), total }
}

type Usage = NonNullable<EntitlementSummary['Usage']>

/** Per entitlement, the limits of its period running now, in the plan's order. */
async function usageOf(db: Db, ids: string[], now: Date): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>()
  if (ids.length === 0) return usage
  const rows = await db.query<{
    entitlement_id: string; id: string; display_name: string; unit_label: string | null; limit_family: LimitFamily; granted: string | null; consumed: string
  }>(
    `SELECT l.entitlement_id, l.id, l.display_name, l.unit_label, l.limit_family,
            l.granted_amount::text AS granted, l.consumed_amount::text AS consumed
     FROM entitlement_limits l JOIN entitlement_periods p ON p.id = l.period_id
     WHERE l.entitlement_id = ANY($1::text[]) AND ${periodRunningAt('$2::timestamptz')}
     ORDER BY l.entitlement_id, l.sort_order`,
    [ids, now],
  )
  for (const row of rows) {
    const consumed = fromDecimalString(row.consumed)
    const granted = row.granted === null ? null : fromDecimalString(row.granted)
    const limits = usage.get(row.entitlement_id) ?? []
    limits.push({
      EntitlementLimitId: row.id,
      DisplayName: row.display_name,
      UnitLabel: row.unit_label,
      LimitFamily: row.limit_family,
      GrantedAmount: granted === null ? null : toDouble(granted),
      ConsumedAmount: toDouble(consumed),
      IsOverLimit: granted !== null && consumed > granted,
    })
    usage.set(row.entitlement_id, limits)
  }
  return usage
}

function toSummary(row: SummaryRow, usage: Usage | null): EntitlementSummary {
  return {
    Id: row.id,
    EntitlementNumber: row.entitlement_number,
    EntitlementModelId: row.model_id,
    EntitlementModelDisplayName: row.model_display_name,
    ModelType: row.model_type,
    EntitlementPlanId: row.plan_id,
    EntitlementPlanDisplayName: row.plan_display_name,
    Owner: {
      EntityDefinitionId: row.owner_definition_id,
      EntityDisplayName: row.owner_definition_name ?? '',
      EntityInstanceId: row.owner_instance_id,
      DisplayName: row.owner_display_name,
    },
    Status: row.status,
    EffectiveState: row.effective_state,
    StartsAtUtc: iso(row.starts_at),
    EndsAtUtc: isoOrNull(row.ends_at),
    GraceUntilUtc: isoOrNull(row.grace_until),
    IssuedAtUtc: iso(row.issued_at),
    Usage: usage,
    RowVersion: row.row_version,
  }
}
