import type { SchemaChangePlan } from '../api/entities.types'
import type { YamlPlan } from './yamlApi'

/**
 * One schema-change plan for the confirmation dialog out of an import's per-definition plans
 * (the import's Token covers them all).
 */
export function mergeYamlPlans(plan: YamlPlan): SchemaChangePlan | null {
  const plans = plan.Definitions.flatMap((definition) => (definition.Plan ? [definition.Plan] : []))
  if (plans.length === 0) return null
  return {
    IsDestructive: plan.IsDestructive,
    Token: plan.Token ?? null,
    ExpiresAt: plans[0]?.ExpiresAt ?? null,
    RowVersion: plans[0]?.RowVersion ?? '',
    Changes: plans.flatMap((p) => p.Changes ?? []),
    AffectedRecordCount: plans.reduce((sum, p) => sum + (p.AffectedRecordCount ?? 0), 0),
    Dependents: plans.flatMap((p) => p.Dependents ?? []),
  } as SchemaChangePlan
}

/** The Name typed to confirm: the first definition whose records lose data. */
export function confirmationName(plan: YamlPlan): string {
  return (plan.Definitions.find((d) => (d.Plan?.AffectedRecordCount ?? 0) > 0) ?? plan.Definitions[0])?.Name ?? ''
}
