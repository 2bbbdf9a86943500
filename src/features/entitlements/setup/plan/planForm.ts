import { LimitFamily, PlanPeriodUnit, TimeBoundWindowAnchor } from '@/api'
import type { EntitlementPlan, EntitlementPlanLimitInput, EntitlementPlanRequest, EntitlementPlanUpdateRequest } from '../../api/entitlements.types'
import { isEntitlementKey, normalizeKey, type Problems } from '../shared/keys'

/** One row of the plan editor's limits table; `RowId` keeps Vue's row identity across reorders. */
export interface LimitRow {
  RowId: string
  Key: string
  DisplayName: string
  LimitFamily: LimitFamily
  Unlimited: boolean
  GrantedAmount: number | null
  UnitLabel: string
}

export interface PlanFormValues extends Record<string, unknown> {
  Key: string
  DisplayName: string
  Description: string
  PlanFamilyId: string | null
  RenewalPolicyId: string | null
  DurationAmount: number | null
  DurationUnit: PlanPeriodUnit
  GracePeriodAmount: number | null
  GracePeriodUnit: PlanPeriodUnit
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: PlanPeriodUnit
  TimeBoundWindowAnchor: TimeBoundWindowAnchor
  IssuedTermsText: string
  IsActive: boolean
  Limits: LimitRow[]
}

/** The server's bounds (see the shared design, "Plans"). */
export const PERIOD_AMOUNT_MAX = 1000
export const MAX_PERIODS = 1000
export const MAX_LIMITS = 20
export const TERMS_TEXT_MAX = 20000
const AMOUNT_MAX = 1e12

/** The three period members of a plan: `<prefix>Amount` and `<prefix>Unit`. */
export const periodPrefixes = ['Duration', 'GracePeriod', 'TimeBoundWindow'] as const
export type PeriodPrefix = (typeof periodPrefixes)[number]

let newRows = 0
export function newLimitRow(family: LimitFamily = LimitFamily.Quantity): LimitRow {
  newRows += 1
  return { RowId: `new-${newRows}`, Key: '', DisplayName: '', LimitFamily: family, Unlimited: false, GrantedAmount: null, UnitLabel: '' }
}

export function planValues(plan: EntitlementPlan | null): PlanFormValues {
  return {
    Key: plan?.Key ?? '',
    DisplayName: plan?.DisplayName ?? '',
    Description: plan?.Description ?? '',
    PlanFamilyId: plan?.PlanFamily?.Id ?? null,
    RenewalPolicyId: plan?.RenewalPolicy?.Id ?? null,
    DurationAmount: plan ? plan.DurationAmount : 12,
    DurationUnit: plan?.DurationUnit ?? PlanPeriodUnit.Month,
    GracePeriodAmount: plan?.GracePeriodAmount ?? null,
    GracePeriodUnit: plan?.GracePeriodUnit ?? PlanPeriodUnit.None,
    TimeBoundWindowAmount: plan?.TimeBoundWindowAmount ?? null,
    TimeBoundWindowUnit: plan?.TimeBoundWindowUnit ?? PlanPeriodUnit.None,
    TimeBoundWindowAnchor: plan?.TimeBoundWindowAnchor ?? TimeBoundWindowAnchor.EntitlementStart,
    IssuedTermsText: plan?.IssuedTermsText ?? '',
    IsActive: plan?.IsActive ?? true,
    Limits: (plan?.Limits ?? [])
      .slice()
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map((limit) => ({
        RowId: limit.Id,
        Key: limit.Key,
        DisplayName: limit.DisplayName,
        LimitFamily: limit.LimitFamily,
        Unlimited: limit.GrantedAmount === null,
        GrantedAmount: limit.GrantedAmount,
        UnitLabel: limit.UnitLabel ?? '',
      })),
  }
}

// Average lengths: a month is 28..31 days, the server measures by the calendar; this only warns early.
const DAYS: Record<PlanPeriodUnit, number> = { 0: 0, 1: 1, 2: 7, 3: 30.436875, 4: 365.2425 }
const days = (amount: number | null, unit: PlanPeriodUnit) => (unit === PlanPeriodUnit.None || amount === null ? null : amount * DAYS[unit])
const isPeriodAmount = (amount: number | null) => amount !== null && Number.isInteger(amount) && amount >= 1 && amount <= PERIOD_AMOUNT_MAX

function checkPeriods(values: PlanFormValues, problems: Problems): void {
  for (const prefix of periodPrefixes) {
    const unit = values[`${prefix}Unit`] as PlanPeriodUnit
    if (unit !== PlanPeriodUnit.None && !isPeriodAmount(values[`${prefix}Amount`] as number | null)) {
      problems[`${prefix}Amount`] = { key: 'entitlementsSetup.validation.periodAmount', params: { max: PERIOD_AMOUNT_MAX } }
    }
  }
  const hasWindow = values.TimeBoundWindowUnit !== PlanPeriodUnit.None
  if (values.TimeBoundWindowAnchor === TimeBoundWindowAnchor.Calendar && !hasWindow) {
    problems.TimeBoundWindowAnchor = { key: 'entitlementsSetup.validation.calendarNeedsWindow' }
  }
  const term = days(values.DurationAmount, values.DurationUnit)
  const window = days(values.TimeBoundWindowAmount, values.TimeBoundWindowUnit)
  if (term === null || window === null || problems.DurationAmount || problems.TimeBoundWindowAmount) return
  if (window > term) problems.TimeBoundWindowAmount = { key: 'entitlementsSetup.validation.windowLongerThanTerm' }
  else {
    const periods = Math.ceil(term / window) + (values.TimeBoundWindowAnchor === TimeBoundWindowAnchor.Calendar ? 1 : 0)
    if (periods > MAX_PERIODS) problems.TimeBoundWindowAmount = { key: 'entitlementsSetup.validation.tooManyPeriods', params: { n: periods, max: MAX_PERIODS } }
  }
}

function checkLimits(limits: LimitRow[], problems: Problems): void {
  if (limits.length > MAX_LIMITS) problems.Limits = { key: 'entitlementsSetup.validation.tooManyLimits', params: { max: MAX_LIMITS } }
  const seen = new Set<string>()
  limits.forEach((limit, index) => {
    const at = `Limits[${index}]`
    const key = normalizeKey(limit.Key)
    if (!isEntitlementKey(key)) problems[`${at}.Key`] = { key: 'entitlementsSetup.validation.key' }
    else if (seen.has(key)) problems[`${at}.Key`] = { key: 'entitlementsSetup.validation.keyRepeated' }
    seen.add(key)
    if (limit.DisplayName.trim() === '') problems[`${at}.DisplayName`] = { key: 'common.validation.required' }
    const amount = limit.GrantedAmount
    if (!limit.Unlimited && (amount === null || !Number.isFinite(amount) || amount < 0 || amount > AMOUNT_MAX)) {
      problems[`${at}.GrantedAmount`] = { key: 'entitlementsSetup.validation.grantedAmount' }
    }
  })
}

/** The form's own checks by member (`Limits[1].Key`), mirroring the server's rules; the server stays the judge. */
export function checkPlan(values: PlanFormValues): Problems {
  const problems: Problems = {}
  if (values.DisplayName.trim() === '') problems.DisplayName = { key: 'common.validation.required' }
  if (!isEntitlementKey(normalizeKey(values.Key))) problems.Key = { key: 'entitlementsSetup.validation.key' }
  if (values.IssuedTermsText.length > TERMS_TEXT_MAX) problems.IssuedTermsText = { key: 'common.validation.tooLong', params: { max: TERMS_TEXT_MAX } }
  checkPeriods(values, problems)
  checkLimits(values.Limits, problems)
  return problems
}

const period = (values: PlanFormValues, prefix: PeriodPrefix) => {
  const unit = values[`${prefix}Unit`] as PlanPeriodUnit
  return unit === PlanPeriodUnit.None ? null : (values[`${prefix}Amount`] as number | null)
}

/** The create body; unit None always goes with no amount. */
export function toPlanRequest(values: PlanFormValues): EntitlementPlanRequest {
  const limits: EntitlementPlanLimitInput[] = values.Limits.map((limit) => ({
    Key: normalizeKey(limit.Key),
    DisplayName: limit.DisplayName.trim(),
    LimitFamily: limit.LimitFamily,
    GrantedAmount: limit.Unlimited ? null : limit.GrantedAmount,
    UnitLabel: limit.UnitLabel.trim() || null,
  }))
  return {
    Key: normalizeKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    PlanFamilyId: values.PlanFamilyId,
    RenewalPolicyId: values.RenewalPolicyId,
    DurationAmount: period(values, 'Duration'),
    DurationUnit: values.DurationUnit,
    GracePeriodAmount: period(values, 'GracePeriod'),
    GracePeriodUnit: values.GracePeriodUnit,
    TimeBoundWindowAmount: period(values, 'TimeBoundWindow'),
    TimeBoundWindowUnit: values.TimeBoundWindowUnit,
    TimeBoundWindowAnchor: values.TimeBoundWindowAnchor,
    IssuedTermsText: values.IssuedTermsText === '' ? null : values.IssuedTermsText,
    IsActive: values.IsActive,
    SortOrder: null,
    Limits: limits,
  }
}

export function toPlanUpdateRequest(values: PlanFormValues, rowVersion: string, sortOrder: number): EntitlementPlanUpdateRequest {
  return { ...toPlanRequest(values), SortOrder: sortOrder, RowVersion: rowVersion }
}
