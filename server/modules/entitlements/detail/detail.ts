import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { iso, isoOrNull } from '../../../platform/values'
import { modelAccess, type ModelAccess } from '../shared/access'
import { columnToDouble, fromDecimalString, toDouble } from '../shared/amount'
import { effectiveStateOf, limitIsActive, periodStatusOf } from '../runtime/states'
import { findEntitlementRow, loadDetailRows, type DetailRows, type EntitlementRow, type LimitRow, type PartyRow } from './detail.repo'
import type { EntitlementDetail, EntitlementLimitPayload, EntitlementPeriodPayload, EntityReference } from './detail.types'
import { objectInvariant } from './invariant'
import { toLedgerEntry } from './ledgerEntry'
import { resolveReferences, type RecordPointer } from './references'

export const entitlementNotFoundMessage = 'The entitlement does not exist or you may not see it.'

/** The entitlement and what the caller may do with its model; 404 when it is missing or unreadable. */
export async function readableEntitlement(db: Db, entitlementId: string, auth: AuthContext): Promise<{ row: EntitlementRow; access: ModelAccess }> {
  const row = await findEntitlementRow(db, entitlementId)
  const access = row ? (await modelAccess(db, auth, [row.model_id])).get(row.model_id) : undefined
  if (!row || !access?.read) throw notFound(entitlementNotFoundMessage, 'entitlementId')
  return { row, access }
}

/** EntitlementDetail as the caller sees it at `now`; 404 when missing or unreadable. */
export async function readEntitlementDetail(db: Db, entitlementId: string, auth: AuthContext, now: Date): Promise<EntitlementDetail> {
  const { row, access } = await readableEntitlement(db, entitlementId, auth)
  return assembleDetail(db, row, access, now)
}

/** The detail of a row already read (and access already decided), e.g. inside a mutation's transaction. */
export async function assembleDetail(db: Db, row: EntitlementRow, access: ModelAccess, now: Date): Promise<EntitlementDetail> {
  const rows = await loadDetailRows(db, row)
  const references = await resolveReferences(db, pointersOf(rows))
  const [owner, ...rest] = references
  const resources = rest.slice(0, rows.resources.length)
  const beneficiaries = rest.slice(rows.resources.length)
  const clock = { status: row.status, startsAt: row.starts_at, endsAt: row.ends_at, graceUntil: row.grace_until }
  const periods = periodsOf(rows, now)
  return {
    Id: row.id,
    EntitlementNumber: Number(row.entitlement_number),
    EntitlementModelId: row.model_id,
    EntitlementModelDisplayName: row.model_display_name,
    ModelType: row.model_type,
    EntitlementPlanId: row.plan_id,
    EntitlementPlanDisplayName: row.plan_display_name,
    EntitlementPlanDescription: row.plan_description,
    Owner: owner!,
    Status: row.status,
    EffectiveState: effectiveStateOf(clock, row.successor_starts_at, now),
    StartsAtUtc: iso(row.starts_at),
    EndsAtUtc: isoOrNull(row.ends_at),
    GraceUntilUtc: isoOrNull(row.grace_until),
    IssuedAtUtc: iso(row.issued_at),
    IssuedByUserId: row.issued_by_user_id,
    SourceType: row.source_type,
    SourceData: row.source_data,
    IssuedTermsTextSnapshot: row.issued_terms_text_snapshot,
    IssuedTermsCapturedAtUtc: iso(row.issued_terms_captured_at),
    RenewalPolicyIdSnapshot: row.renewal_policy_id_snapshot,
    RenewalPolicyKeySnapshot: row.renewal_policy_key_snapshot,
    RenewalModeSnapshot: row.renewal_mode_snapshot,
    RenewalLeadDaysSnapshot: row.renewal_lead_days_snapshot,
    RenewalExternalPolicyKeySnapshot: row.renewal_external_policy_key_snapshot,
    ObjectInvariant: objectInvariant(row, access, now),
    RowVersion: row.row_version,
    Periods: periods,
    Limits: limitsOf(rows.limits, periods, row.status),
    QuantityLedger: rows.ledger.map(toLedgerEntry),
    QuantityLedgerTotalCount: rows.ledgerTotalCount,
    Resources: rows.resources.map((party, index) => ({
      Id: party.id,
      ResourceRoleId: party.role_id,
      ResourceRoleDisplayName: party.role_display_name,
      Resource: resources[index]!,
      SortOrder: party.sort_order,
    })),
    Beneficiaries: rows.beneficiaries.map((party, index) => ({
      Id: party.id,
      BeneficiaryPartyRoleId: party.role_id,
      BeneficiaryPartyRoleDisplayName: party.role_display_name,
      Beneficiary: beneficiaries[index]!,
      SortOrder: party.sort_order,
    })),
    PredecessorEntitlementId: row.predecessor_entitlement_id,
    SuccessorEntitlementId: row.successor_entitlement_id,
    StatusReason: row.status_reason,
    StatusChangedAtUtc: iso(row.status_changed_at),
    PlanTermsSnapshot: row.plan_terms_snapshot,
    Access: { Read: access.read, Issue: access.issue, Adjust: access.adjust },
  }
}

/** Owner first, then the resources, then the beneficiaries (resolveReferences keeps the order). */
function pointersOf(rows: DetailRows): RecordPointer[] {
  const party = (item: PartyRow): RecordPointer => ({ definitionId: item.entity_definition_id, instanceId: item.entity_instance_id, capturedDisplayName: item.display_name })
  const { entitlement } = rows
  return [
    { definitionId: entitlement.owner_definition_id, instanceId: entitlement.owner_instance_id, capturedDisplayName: entitlement.owner_display_name },
    ...rows.resources.map(party),
    ...rows.beneficiaries.map(party),
  ]
}

function periodsOf(rows: DetailRows, now: Date): EntitlementPeriodPayload[] {
  const { entitlement } = rows
  const owner = { status: entitlement.status, endsAt: entitlement.ends_at, successorStartsAt: entitlement.successor_starts_at }
  return rows.periods.map((period) => ({
    Id: period.id,
    PeriodNumber: period.period_number,
    StartsAtUtc: iso(period.starts_at),
    EndsAtUtc: isoOrNull(period.ends_at),
    GraceUntilUtc: isoOrNull(period.grace_until),
    Status: periodStatusOf(
      { startsAt: period.starts_at, endsAt: period.ends_at, graceUntil: period.grace_until, closedStatus: period.closed_status },
      owner,
      now,
    ),
  }))
}

/** Limits in period order, then the plan's order; AvailableAmount = max(0, granted − consumed), exact. */
function limitsOf(limits: LimitRow[], periods: EntitlementPeriodPayload[], entitlementStatus: number): EntitlementLimitPayload[] {
  const periodsById = new Map(periods.map((period) => [period.Id, period]))
  return limits
    .map((limit) => ({ limit, period: periodsById.get(limit.period_id)! }))
    .sort((a, b) => a.period.PeriodNumber - b.period.PeriodNumber || a.limit.sort_order - b.limit.sort_order)
    .map(({ limit, period }) => {
      const consumed = fromDecimalString(limit.consumed_amount)
      const granted = limit.granted_amount === null ? null : fromDecimalString(limit.granted_amount)
      return {
        Id: limit.id,
        Key: limit.plan_limit_key,
        DisplayName: limit.display_name,
        UnitLabel: limit.unit_label,
        PeriodId: limit.period_id,
        LimitFamily: limit.limit_family,
        GrantedAmount: columnToDouble(limit.granted_amount),
        AvailableAmount: granted === null ? null : toDouble(granted > consumed ? granted - consumed : 0n),
        StartsAtUtc: period.StartsAtUtc,
        EndsAtUtc: period.EndsAtUtc,
        GraceUntilUtc: period.GraceUntilUtc,
        ConsumedAmountSnapshot: toDouble(consumed),
        IsActive: limitIsActive(period.Status, entitlementStatus),
        RowVersion: limit.row_version,
      }
    })
}

export type { EntitlementDetail, EntityReference }
