import { enumName, PlanPeriodUnit, RenewalMode, TimeBoundWindowAnchor } from '@/api'
import { t } from '@/app/plugins/i18n'
import { periodText } from '../../api/entitlements.types'

/** The plan terms a summary line describes (a saved plan or the editor's values). */
export interface PlanTermsForSummary {
  DurationAmount: number | null
  DurationUnit: number
  GracePeriodAmount: number | null
  GracePeriodUnit: number
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: number
  TimeBoundWindowAnchor: number
}

/** The renewal policy as the summary names it; LeadDays comes from the policy list (plans carry a short summary). */
export interface RenewalForSummary {
  DisplayName: string
  Mode: number
  LeadDays: number | null
}

export interface LimitForSummary {
  DisplayName: string
  GrantedAmount: number | null
  UnitLabel: string | null
}

const SEPARATOR = ' · '
const hasUnit = (unit: number, amount: number | null) => unit !== PlanPeriodUnit.None && amount !== null

function windowText(terms: PlanTermsForSummary): string {
  const unit = enumName(PlanPeriodUnit, terms.TimeBoundWindowUnit)
  if (!unit || !hasUnit(terms.TimeBoundWindowUnit, terms.TimeBoundWindowAmount)) return ''
  const amount = terms.TimeBoundWindowAmount ?? 1
  const windows = amount === 1 ? t(`entitlementsSetup.summary.windowEvery.${unit}`) : t('entitlementsSetup.summary.windowOf', { period: periodText(amount, terms.TimeBoundWindowUnit) })
  const anchor = terms.TimeBoundWindowAnchor === TimeBoundWindowAnchor.Calendar ? 'calendar' : 'start'
  return t(`entitlementsSetup.summary.anchor.${anchor}`, { windows })
}

function renewalText(policy: RenewalForSummary): string {
  if (policy.Mode === RenewalMode.Automatic && policy.LeadDays !== null) {
    return t('entitlementsSetup.summary.renewAhead', { name: policy.DisplayName, n: policy.LeadDays }, policy.LeadDays)
  }
  if (policy.Mode === RenewalMode.External) return t('entitlementsSetup.summary.renewExternal', { name: policy.DisplayName })
  return policy.DisplayName
}

/** "12 months · monthly windows from the start · 14 days grace · Auto-renew (30 days ahead)". */
export function planSummary(terms: PlanTermsForSummary, policy: RenewalForSummary | null): string {
  const parts = [
    hasUnit(terms.DurationUnit, terms.DurationAmount) ? periodText(terms.DurationAmount, terms.DurationUnit) : t('entitlementsSetup.summary.openEnded'),
    windowText(terms),
    hasUnit(terms.GracePeriodUnit, terms.GracePeriodAmount) ? t('entitlementsSetup.summary.grace', { period: periodText(terms.GracePeriodAmount, terms.GracePeriodUnit) }) : '',
    policy ? renewalText(policy) : '',
  ]
  return parts.filter((part) => part !== '').join(SEPARATOR)
}

/** A unit label that only repeats the limit's name ("Tickets 20 tickets") is left out. */
const unitOf = (limit: LimitForSummary) => {
  const unit = (limit.UnitLabel ?? '').trim()
  return limit.GrantedAmount === null || unit.toLowerCase() === limit.DisplayName.trim().toLowerCase() ? '' : unit
}

/** "Tickets 20 · Seats 5 contacts · Storage 50 GB" ("unlimited" without a granted amount); '' without limits. */
export function limitsSummary(limits: readonly LimitForSummary[], formatNumber: (value: number) => string): string {
  return limits
    .map((limit) => {
      const amount = limit.GrantedAmount === null ? t('entitlementsSetup.summary.unlimited') : formatNumber(limit.GrantedAmount)
      return [limit.DisplayName, amount, unitOf(limit)].filter((part) => part !== '').join(' ')
    })
    .join(SEPARATOR)
}
