import type { Db } from '../../../db'
import { fromDecimalString, type Micros } from '../shared/amount'
import type { PlanTerms, PlanTermsLimit, RenewalMode, TermsExtras } from '../shared/planTerms'
import { periodRunningAt } from '../shared/runningPeriod'

/**
 * Issued entitlements as the setup sees them: how many a model or plan has, and the live ones
 * (Issued, Active, Suspended) a plan change would concern.
 */

export async function issuedCountOfModel(db: Db, modelId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE model_id = $1', [modelId])
  return row?.n ?? 0
}

export async function issuedCountOfPlan(db: Db, planId: string): Promise<number> {
  const [issued] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE plan_id = $1', [planId])
  return issued?.n ?? 0
}

/** Issued counts by plan id; a plan without entitlements is missing. */
export async function issuedCountsOfPlans(db: Db, planIds: readonly string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map()
  const rows = await db.query<{ plan_id: string; n: number }>(
    'SELECT plan_id, count(*)::int AS n FROM entitlements WHERE plan_id = ANY($1::text[]) GROUP BY plan_id',
    [[...planIds]],
  )
  return new Map(rows.map((row) => [row.plan_id, row.n]))
}

/** How many of the live entitlements a preview lists at the most. */
const shown = 100
const live = 'e.plan_id = $1 AND e.status IN (1, 2, 3)'

/** One text per distinct snapshot, so entitlements issued alike are compared once. */
const snapshotGroup = `md5(e.plan_terms_snapshot::text || '|' || coalesce(e.issued_terms_text_snapshot, '') || '|' ||
  coalesce(e.renewal_policy_id_snapshot, '') || '|' || e.renewal_mode_snapshot::text || '|' ||
  coalesce(e.renewal_lead_days_snapshot::text, '') || '|' || coalesce(e.renewal_external_policy_key_snapshot, ''))`

interface SnapshotGroupRow {
  group_key: string
  plan_terms_snapshot: PlanTerms
  issued_terms_text_snapshot: string | null
  renewal_policy_id_snapshot: string | null
  renewal_policy_key_snapshot: string | null
  renewal_mode_snapshot: RenewalMode
  renewal_lead_days_snapshot: number | null
  renewal_external_policy_key_snapshot: string | null
  n: number
}

/** Live entitlements of a plan that were issued with the same snapshot. */
export interface SnapshotGroup {
  groupKey: string
  terms: PlanTerms
  extras: TermsExtras
  count: number
}

const toSnapshotGroup = (row: SnapshotGroupRow): SnapshotGroup => ({
  groupKey: row.group_key,
  terms: row.plan_terms_snapshot,
  extras: {
    termsText: row.issued_terms_text_snapshot,
    renewal: {
      policyId: row.renewal_policy_id_snapshot,
      policyKey: row.renewal_policy_key_snapshot,
      mode: row.renewal_mode_snapshot,
      leadDays: row.renewal_lead_days_snapshot,
      externalPolicyKey: row.renewal_external_policy_key_snapshot,
    },
  },
  count: row.n,
})

export async function liveSnapshotGroups(db: Db, planId: string): Promise<SnapshotGroup[]> {
  const rows = await db.query<SnapshotGroupRow>(
    `SELECT ${snapshotGroup} AS group_key, min(e.plan_terms_snapshot::text)::jsonb AS plan_terms_snapshot,
            min(e.issued_terms_text_snapshot) AS issued_terms_text_snapshot, min(e.renewal_policy_id_snapshot) AS renewal_policy_id_snapshot,
            min(e.renewal_policy_key_snapshot) AS renewal_policy_key_snapshot, min(e.renewal_mode_snapshot) AS renewal_mode_snapshot,
            min(e.renewal_lead_days_snapshot) AS renewal_lead_days_snapshot,
            min(e.renewal_external_policy_key_snapshot) AS renewal_external_policy_key_snapshot, count(*)::int AS n
     FROM entitlements e WHERE ${live} GROUP BY 1`,
    [planId],
  )
  return rows.map(toSnapshotGroup)
}

export interface LiveEntitlement {
  id: string
  entitlementNumber: number
  ownerDisplayName: string
}

/** The first live entitlements (by number) of the given snapshot groups. */
export async function liveEntitlementsOfGroups(db: Db, planId: string, groupKeys: string[]): Promise<Array<LiveEntitlement & { groupKey: string }>> {
  const rows = await db.query<{ id: string; entitlement_number: string; owner_display_name: string; group_key: string }>(
    `SELECT e.id, e.entitlement_number::text AS entitlement_number, e.owner_display_name, ${snapshotGroup} AS group_key
     FROM entitlements e WHERE ${live} AND ${snapshotGroup} = ANY($2::text[]) ORDER BY e.entitlement_number LIMIT ${shown}`,
    [planId, groupKeys],
  )
  return rows.map((row) => ({ id: row.id, entitlementNumber: Number(row.entitlement_number), ownerDisplayName: row.owner_display_name, groupKey: row.group_key }))
}

/** A limit of a live entitlement's running period consumed above the amount a plan change proposes. */
export interface OverLimit extends LiveEntitlement {
  limitKey: string
  limitDisplayName: string
  consumed: Micros
  proposedGranted: Micros
}

/**
 * Consumption of the period running now (its grace included) above the proposed granted amounts,
 * matched by key case-insensitively: how many there are, and the first of them.
 */
export async function overProposedLimits(db: Db, planId: string, proposed: PlanTermsLimit[], now: Date): Promise<{ count: number; items: OverLimit[] }> {
  const params = [planId, proposed.map((limit) => limit.Key.toLowerCase()), proposed.map((limit) => limit.GrantedAmount), now]
  const from = `
    FROM entitlements e
    JOIN entitlement_limits l ON l.entitlement_id = e.id
    JOIN entitlement_periods p ON p.id = l.period_id
    JOIN unnest($2::text[], $3::numeric[]) AS proposed(key, granted) ON proposed.key = lower(l.plan_limit_key)
    WHERE ${live} AND ${periodRunningAt('$4')}
      AND l.consumed_amount > proposed.granted`
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)
  const rows = await db.query<{
    id: string; entitlement_number: string; owner_display_name: string; plan_limit_key: string; display_name: string; consumed: string; granted: string
  }>(
    `SELECT e.id, e.entitlement_number::text AS entitlement_number, e.owner_display_name, l.plan_limit_key, l.display_name,
            l.consumed_amount::text AS consumed, proposed.granted::text AS granted
     ${from} ORDER BY e.entitlement_number, l.sort_order LIMIT ${shown}`,
    params,
  )
  return {
    count: counted?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      entitlementNumber: Number(row.entitlement_number),
      ownerDisplayName: row.owner_display_name,
      limitKey: row.plan_limit_key,
      limitDisplayName: row.display_name,
      consumed: fromDecimalString(row.consumed),
      proposedGranted: fromDecimalString(row.granted),
    })),
  }
}
