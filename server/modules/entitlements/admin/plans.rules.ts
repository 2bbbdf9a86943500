import type { LimitFamily } from '../../../../shared/enums'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest } from '../../../http/errors'
import { toDecimalString, type Micros } from '../shared/amount'
import { PlanPeriodUnit, TimeBoundWindowAnchor, type PlanRecord, type PlanRenewalPolicy } from '../shared/planTerms'
import { familyExists } from './families.repo'
import { findPlanRenewalPolicy } from './policies.repo'
import { AdminCode, grantedAmount, invalid, normaliseKey, oneOf, optionalText, requiredText } from './validation'

/** A plan request checked: period rules, limits, family and renewal policy. */

export type PlanLimitInput = ConfigSchemas['EntitlementPlanLimitInput']

export type PlanInput = ConfigSchemas['EntitlementPlanRequest']

export interface ValidLimit {
  key: string
  displayName: string
  limitFamily: LimitFamily
  granted: Micros | null
  unitLabel: string | null
}

export interface ValidPlan {
  key: string
  displayName: string
  description: string | null
  planFamilyId: string | null
  renewalPolicy: PlanRenewalPolicy | null
  durationAmount: number | null
  durationUnit: PlanPeriodUnit
  gracePeriodAmount: number | null
  gracePeriodUnit: PlanPeriodUnit
  timeBoundWindowAmount: number | null
  timeBoundWindowUnit: PlanPeriodUnit
  timeBoundWindowAnchor: TimeBoundWindowAnchor
  issuedTermsText: string | null
  isActive: boolean
  sortOrder: number | null
  limits: ValidLimit[]
}

export const maxLimits = 20
export const maxPeriods = 1000
const units = [PlanPeriodUnit.None, PlanPeriodUnit.Day, PlanPeriodUnit.Week, PlanPeriodUnit.Month, PlanPeriodUnit.Year]

const periodError = (message: string, field: string) => badRequest(AdminCode.periodInvalid, message, field)

/** Unit None ⇔ no amount; any other unit takes a whole amount from 1 to 1000. */
function period(amount: number | null | undefined, unit: number, name: 'Duration' | 'GracePeriod' | 'TimeBoundWindow'): number | null {
  oneOf(unit, units, `${name}Unit`)
  const value = amount ?? null
  if (unit === PlanPeriodUnit.None) {
    if (value !== null) throw periodError(`${name}Amount must be empty when ${name}Unit is None.`, `${name}Amount`)
    return null
  }
  if (value === null || !Number.isInteger(value) || value < 1 || value > 1000) {
    throw periodError(`${name}Amount must be a whole number from 1 to 1000.`, `${name}Amount`)
  }
  return value
}

/** Lengths in days, shortest and longest (months and years vary); weeks and days are exact. */
const dayRange: Record<number, [number, number]> = { 1: [1, 1], 2: [7, 7], 3: [28, 31], 4: [365, 366] }
const isCalendarUnit = (unit: number) => unit === PlanPeriodUnit.Month || unit === PlanPeriodUnit.Year
const inMonths = (amount: number, unit: number) => (unit === PlanPeriodUnit.Year ? amount * 12 : amount)
const inDays = (amount: number, unit: number) => (unit === PlanPeriodUnit.Week ? amount * 7 : amount)

/** How many windows a term holds at most (exact when both are in months/years or both in days/weeks). */
function windowsPerTerm(duration: number, durationUnit: number, window: number, windowUnit: number): { windows: number; windowLonger: boolean } {
  if (isCalendarUnit(durationUnit) && isCalendarUnit(windowUnit)) {
    const [term, size] = [inMonths(duration, durationUnit), inMonths(window, windowUnit)]
    return { windows: Math.ceil(term / size), windowLonger: size > term }
  }
  if (!isCalendarUnit(durationUnit) && !isCalendarUnit(windowUnit)) {
    const [term, size] = [inDays(duration, durationUnit), inDays(window, windowUnit)]
    return { windows: Math.ceil(term / size), windowLonger: size > term }
  }
  const longestTerm = duration * dayRange[durationUnit]![1]
  const shortestWindow = window * dayRange[windowUnit]![0]
  return { windows: Math.ceil(longestTerm / shortestWindow), windowLonger: shortestWindow > longestTerm }
}

function validPeriods(input: PlanInput) {
  const durationAmount = period(input.DurationAmount, input.DurationUnit, 'Duration')
  const gracePeriodAmount = period(input.GracePeriodAmount, input.GracePeriodUnit, 'GracePeriod')
  const timeBoundWindowAmount = period(input.TimeBoundWindowAmount, input.TimeBoundWindowUnit, 'TimeBoundWindow')
  const anchor = oneOf(input.TimeBoundWindowAnchor, [TimeBoundWindowAnchor.EntitlementStart, TimeBoundWindowAnchor.Calendar], 'TimeBoundWindowAnchor')
  if (anchor === TimeBoundWindowAnchor.Calendar && timeBoundWindowAmount === null) {
    throw periodError('Calendar-anchored windows need a window unit.', 'TimeBoundWindowAnchor')
  }
  if (durationAmount !== null && timeBoundWindowAmount !== null) {
    const { windows, windowLonger } = windowsPerTerm(durationAmount, input.DurationUnit, timeBoundWindowAmount, input.TimeBoundWindowUnit)
    if (windowLonger) throw periodError('The window is longer than the duration.', 'TimeBoundWindowAmount')
    // A calendar anchor adds the partial period up to the first boundary.
    const periods = windows + (anchor === TimeBoundWindowAnchor.Calendar ? 1 : 0)
    if (periods > maxPeriods) {
      throw badRequest(AdminCode.tooManyPeriods, `This term yields up to ${periods} periods; at most ${maxPeriods} are allowed. Use a longer window.`, 'TimeBoundWindowAmount')
    }
  }
  return {
    durationAmount,
    durationUnit: input.DurationUnit,
    gracePeriodAmount,
    gracePeriodUnit: input.GracePeriodUnit,
    timeBoundWindowAmount,
    timeBoundWindowUnit: input.TimeBoundWindowUnit,
    timeBoundWindowAnchor: anchor,
  }
}

function validLimits(limits: readonly PlanLimitInput[]): ValidLimit[] {
  if (limits.length > maxLimits) throw invalid(`A plan has at most ${maxLimits} limits.`, 'Limits')
  const seen = new Set<string>()
  return limits.map((limit, index) => {
    const field = `Limits[${index}]`
    const key = normaliseKey(limit.Key, `${field}.Key`)
    if (seen.has(key)) throw badRequest(AdminCode.limitKeyDuplicate, `The plan already has a limit "${key}".`, `${field}.Key`)
    seen.add(key)
    return {
      key,
      displayName: requiredText(limit.DisplayName, `${field}.DisplayName`),
      limitFamily: oneOf(limit.LimitFamily, [0, 1, 2, 3], `${field}.LimitFamily`),
      granted: grantedAmount(limit.GrantedAmount, `${field}.GrantedAmount`),
      unitLabel: optionalText(limit.UnitLabel, `${field}.UnitLabel`, 40),
    }
  })
}

async function renewalPolicyOf(db: Db, id: string | null | undefined): Promise<PlanRenewalPolicy | null> {
  const policyId = id?.trim() || null
  if (!policyId) return null
  const policy = await findPlanRenewalPolicy(db, policyId)
  if (!policy) throw badRequest(AdminCode.policyUnknown, 'The renewal policy does not exist.', 'RenewalPolicyId')
  return policy
}

async function familyIdOf(db: Db, id: string | null | undefined): Promise<string | null> {
  const familyId = id?.trim() || null
  if (!familyId) return null
  if (!(await familyExists(db, familyId))) throw badRequest(AdminCode.familyUnknown, 'The plan family does not exist.', 'PlanFamilyId')
  return familyId
}

export async function validatePlan(db: Db, input: PlanInput): Promise<ValidPlan> {
  const key = normaliseKey(input.Key)
  const displayName = requiredText(input.DisplayName, 'DisplayName')
  const description = optionalText(input.Description, 'Description')
  const periods = validPeriods(input)
  const issuedTermsText = optionalText(input.IssuedTermsText, 'IssuedTermsText', 20000)
  const limits = validLimits(input.Limits ?? [])
  return {
    key,
    displayName,
    description,
    planFamilyId: await familyIdOf(db, input.PlanFamilyId),
    renewalPolicy: await renewalPolicyOf(db, input.RenewalPolicyId),
    ...periods,
    issuedTermsText,
    isActive: input.IsActive,
    sortOrder: input.SortOrder ?? null,
    limits,
  }
}

/** The proposal in the shape of a stored plan, so planTermsOf and diffPlanTerms apply to it. */
export function asPlanRecord(valid: ValidPlan): Pick<PlanRecord, 'durationAmount' | 'durationUnit' | 'gracePeriodAmount' | 'gracePeriodUnit' | 'timeBoundWindowAmount' | 'timeBoundWindowUnit' | 'timeBoundWindowAnchor' | 'limits' | 'renewalPolicy' | 'issuedTermsText'> {
  return {
    ...valid,
    limits: valid.limits.map((limit, index) => ({
      id: '',
      key: limit.key,
      displayName: limit.displayName,
      limitFamily: limit.limitFamily,
      grantedAmount: limit.granted === null ? null : toDecimalString(limit.granted),
      unitLabel: limit.unitLabel,
      sortOrder: index + 1,
    })),
  }
}
