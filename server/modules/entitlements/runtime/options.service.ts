import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { AuthContext } from '../../../http/operation'
import { modelAccess, readableModelIds } from '../shared/access'
import { PlanPeriodUnit, TimeBoundWindowAnchor } from '../shared/planTerms'
import { listModelOptions, listPlanOptions, listRoleOptions, type PlanShape } from './models.repo'

/** The readable models with their roles and plans (assumed Entitlements_ListOptions): list filters and the issue dialog. */

export type RuntimeOptions = PublicSchemas['EntitlementRuntimeOptions']

export type { PlanShape }

const unitNouns: Record<number, [string, string]> = {
  [PlanPeriodUnit.Day]: ['day', 'days'],
  [PlanPeriodUnit.Week]: ['week', 'weeks'],
  [PlanPeriodUnit.Month]: ['month', 'months'],
  [PlanPeriodUnit.Year]: ['year', 'years'],
}
const windowAdjectives: Record<number, string> = {
  [PlanPeriodUnit.Day]: 'daily',
  [PlanPeriodUnit.Week]: 'weekly',
  [PlanPeriodUnit.Month]: 'monthly',
  [PlanPeriodUnit.Year]: 'yearly',
}

const amountOf = (amount: number, unit: number): string => `${amount} ${unitNouns[unit]?.[amount === 1 ? 0 : 1] ?? ''}`

/** One line for a plan's term: "12 months, monthly windows, 14 days grace". */
export function planSummary(plan: PlanShape): string {
  const parts: string[] = []
  const hasDuration = plan.duration_unit !== PlanPeriodUnit.None && plan.duration_amount !== null
  parts.push(hasDuration ? amountOf(plan.duration_amount!, plan.duration_unit) : 'open-ended')
  if (plan.time_bound_window_unit !== PlanPeriodUnit.None && plan.time_bound_window_amount !== null) {
    const amount = plan.time_bound_window_amount
    const window = amount === 1 ? `${windowAdjectives[plan.time_bound_window_unit]} windows` : `${amountOf(amount, plan.time_bound_window_unit)} windows`
    parts.push(plan.time_bound_window_anchor === TimeBoundWindowAnchor.Calendar ? `${window} on the calendar` : window)
  }
  if (hasDuration && plan.grace_period_unit !== PlanPeriodUnit.None && plan.grace_period_amount !== null) {
    parts.push(`${amountOf(plan.grace_period_amount, plan.grace_period_unit)} grace`)
  }
  return parts.join(', ')
}

export async function listRuntimeOptions(db: Db, auth: AuthContext): Promise<RuntimeOptions> {
  const readable = await readableModelIds(db, auth)
  const models = await listModelOptions(db, readable)
  const ids = models.map((model) => model.id)
  const access = await modelAccess(db, auth, ids)
  const roles = await listRoleOptions(db, ids)
  const plans = await listPlanOptions(db, ids)
  return {
    Models: models.map((model) => {
      const granted = access.get(model.id) ?? { read: false, issue: false, adjust: false }
      return {
        Id: model.id,
        Key: model.key,
        DisplayName: model.display_name,
        ModelType: model.model_type,
        IsActive: model.is_active,
        ResourceScopeMode: model.resource_scope_mode,
        Access: { Read: granted.read, Issue: granted.issue, Adjust: granted.adjust },
        Roles: roles.filter((role) => role.model_id === model.id).map((role) => ({
          Id: role.id,
          RoleKind: role.role_kind,
          DisplayName: role.display_name,
          EntityDefinitionId: role.entity_definition_id,
          EntityDefinitionName: role.definition_name ?? '',
        })),
        Plans: plans.filter((plan) => plan.model_id === model.id).map((plan) => ({
          Id: plan.id,
          Key: plan.key,
          DisplayName: plan.display_name,
          IsActive: plan.is_active,
          PlanFamilyDisplayName: plan.family,
          Summary: planSummary(plan),
        })),
      }
    }),
  }
}
