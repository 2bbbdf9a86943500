import type {
  EntitlementModelType,
  EntitlementPeriodStatus,
  EntitlementSourceType,
  EntitlementStatus,
  LimitFamily,
  RenewalMode,
} from '../../../../shared/enums'
import type { Db } from '../../../db'
import { ledgerEntryColumns, type LedgerEntryRow } from './ledgerEntry'
import type { PlanTermsSnapshot } from './detail.types'

/** The rows one entitlement detail is assembled from, read in a handful of bounded queries. */

export interface EntitlementRow {
  id: string
  entitlement_number: string | number
  model_id: string
  model_display_name: string
  model_type: EntitlementModelType
  plan_id: string
  plan_display_name: string
  plan_description: string | null
  plan_is_active: boolean
  owner_definition_id: string
  owner_instance_id: string
  owner_display_name: string
  status: EntitlementStatus
  starts_at: Date
  ends_at: Date | null
  grace_until: Date | null
  issued_at: Date
  issued_by_user_id: string | null
  source_type: EntitlementSourceType
  source_data: string | null
  issued_terms_text_snapshot: string | null
  issued_terms_captured_at: Date
  plan_terms_snapshot: PlanTermsSnapshot
  renewal_policy_id_snapshot: string | null
  renewal_policy_key_snapshot: string | null
  renewal_mode_snapshot: RenewalMode
  renewal_lead_days_snapshot: number | null
  renewal_external_policy_key_snapshot: string | null
  predecessor_entitlement_id: string | null
  successor_entitlement_id: string | null
  successor_starts_at: Date | null
  status_changed_at: Date
  status_reason: string | null
  row_version: string
  /** Whether the model has roles besides the owner, i.e. whether resources or beneficiaries may exist. */
  has_parties: boolean
}

export interface PeriodRow {
  id: string
  period_number: number
  starts_at: Date
  ends_at: Date | null
  grace_until: Date | null
  closed_status: EntitlementPeriodStatus | null
}

export interface LimitRow {
  id: string
  period_id: string
  plan_limit_key: string
  display_name: string
  limit_family: LimitFamily
  granted_amount: string | null
  unit_label: string | null
  consumed_amount: string
  sort_order: number
  row_version: string
}

/** A resource or beneficiary of the entitlement with its role. */
export interface PartyRow {
  id: string
  role_id: string
  role_display_name: string
  entity_definition_id: string
  entity_instance_id: string
  display_name: string
  sort_order: number
}

export interface DetailRows {
  entitlement: EntitlementRow
  periods: PeriodRow[]
  limits: LimitRow[]
  ledger: LedgerEntryRow[]
  ledgerTotalCount: number
  resources: PartyRow[]
  beneficiaries: PartyRow[]
}

/** The detail shows the newest entries only; the whole ledger is paged by ListLedger. */
export const detailLedgerSize = 100

/** The entitlement with its model and plan names; `lock` takes its row lock (mutations serialise on it). */
export async function findEntitlementRow(db: Db, entitlementId: string, lock = false): Promise<EntitlementRow | null> {
  const [row] = await db.query<EntitlementRow>(
    `SELECT e.id, e.entitlement_number, e.model_id, m.display_name AS model_display_name, m.model_type,
       e.plan_id, p.display_name AS plan_display_name, p.description AS plan_description, p.is_active AS plan_is_active,
       e.owner_definition_id, e.owner_instance_id, e.owner_display_name, e.status, e.starts_at, e.ends_at,
       e.grace_until, e.issued_at, e.issued_by_user_id, e.source_type, e.source_data,
       e.issued_terms_text_snapshot, e.issued_terms_captured_at, e.plan_terms_snapshot,
       e.renewal_policy_id_snapshot, e.renewal_policy_key_snapshot, e.renewal_mode_snapshot,
       e.renewal_lead_days_snapshot, e.renewal_external_policy_key_snapshot,
       e.predecessor_entitlement_id, e.successor_entitlement_id, s.starts_at AS successor_starts_at,
       e.status_changed_at, e.status_reason, e.row_version,
       EXISTS (SELECT 1 FROM entitlement_model_roles r WHERE r.model_id = e.model_id AND r.role_kind <> 0) AS has_parties
     FROM entitlements e
     JOIN entitlement_models m ON m.id = e.model_id
     JOIN entitlement_plans p ON p.id = e.plan_id
     LEFT JOIN entitlements s ON s.id = e.successor_entitlement_id
     WHERE e.id = $1${lock ? ' FOR UPDATE OF e' : ''}`,
    [entitlementId],
  )
  return row ?? null
}

const partyColumns = `x.id, x.role_id, r.display_name AS role_display_name, x.entity_definition_id, x.entity_instance_id,
  x.display_name, x.sort_order`

/** Resources and beneficiaries; a model with the owner role only has none to read. */
async function loadParties(db: Db, entitlement: EntitlementRow): Promise<Array<PartyRow & { is_resource: boolean }>> {
  if (!entitlement.has_parties) return []
  return db.query(
    `SELECT true AS is_resource, ${partyColumns} FROM entitlement_resources x JOIN entitlement_model_roles r ON r.id = x.role_id WHERE x.entitlement_id = $1
     UNION ALL
     SELECT false, ${partyColumns} FROM entitlement_beneficiaries x JOIN entitlement_model_roles r ON r.id = x.role_id WHERE x.entitlement_id = $1
     ORDER BY is_resource DESC, sort_order, id`,
    [entitlement.id],
  )
}

export async function loadDetailRows(db: Db, entitlement: EntitlementRow): Promise<DetailRows> {
  const id = entitlement.id
  const [periods, limits, ledger, parties] = await Promise.all([
    db.query<PeriodRow>(
      `SELECT id, period_number, starts_at, ends_at, grace_until, closed_status
       FROM entitlement_periods WHERE entitlement_id = $1 ORDER BY period_number`,
      [id],
    ),
    db.query<LimitRow>(
      `SELECT id, period_id, plan_limit_key, display_name, limit_family, granted_amount::text, unit_label,
         consumed_amount::text, sort_order, row_version
       FROM entitlement_limits WHERE entitlement_id = $1`,
      [id],
    ),
    // The count reads one entitlement's entries (index entitlement_ledger_entitlement), never the whole
    // ledger; without entries there is no row, and the count is 0.
    db.query<LedgerEntryRow & { total_count: number }>(
      `SELECT ${ledgerEntryColumns}, (SELECT count(*)::int FROM entitlement_ledger_entries WHERE entitlement_id = $1) AS total_count
       FROM entitlement_ledger_entries WHERE entitlement_id = $1 ORDER BY seq DESC LIMIT ${detailLedgerSize}`,
      [id],
    ),
    loadParties(db, entitlement),
  ])
  return {
    entitlement,
    periods,
    limits,
    ledger,
    ledgerTotalCount: ledger[0]?.total_count ?? 0,
    resources: parties.filter((party) => party.is_resource),
    beneficiaries: parties.filter((party) => !party.is_resource),
  }
}
