import type { ModelAccess } from '../shared/access'
import { EntitlementStatus, lifecycleRefusal, LifecycleAction, nextStatusByClock, renewalRefusal, SourceType, statusName } from '../runtime/states'
import type { EntitlementRow } from './detail.repo'
import type { Denial, EntitlementObjectInvariant, OperationDecision } from './detail.types'
import { DenialSource } from '../../../../shared/enums'
export { DenialSource } from '../../../../shared/enums'

/** DenialSource (openapi enums): who refuses an operation. */

export const terminalInvariantKey = 'entitlement.terminal'
export const terminalInvariantCode = 'serviceEntitlements.invariant.terminal'
export const notGrantedCode = 'serviceEntitlements.security.notGranted'
export const planInactiveCode = 'serviceEntitlements.renewal.planInactive'

/** The operation keys the app asks about; each maps to the model grant it needs. */
const operationGrants = {
  read: 'read',
  adjust: 'adjust',
  suspend: 'issue',
  resume: 'issue',
  cancel: 'issue',
  revoke: 'issue',
  renew: 'issue',
} as const
type EntitlementOperationKey = keyof typeof operationGrants

const lifecycleActions: Partial<Record<EntitlementOperationKey, number>> = {
  suspend: LifecycleAction.Suspend,
  resume: LifecycleAction.Resume,
  cancel: LifecycleAction.Cancel,
  revoke: LifecycleAction.Revoke,
}

const grantVerbs = { read: 'read', issue: 'issue or change', adjust: 'adjust' } as const

/** The detail (403) message for a missing model grant; the services answer the same sentence. */
export const missingGrantMessage = (grant: keyof typeof grantVerbs, modelName: string): string =>
  `You may not ${grantVerbs[grant]} entitlements of the model “${modelName}”.`

const isTerminal = (status: number): boolean => status === EntitlementStatus.Cancelled || status === EntitlementStatus.Revoked

function stateDenials(key: EntitlementOperationKey, row: EntitlementRow, status: number): Denial[] {
  if (key === 'read') return []
  if (key === 'adjust') {
    return isTerminal(status)
      ? [{ Source: DenialSource.Invariant, SourceKey: terminalInvariantKey, ReasonCode: terminalInvariantCode, SafeMessage: terminalMessage(status) }]
      : []
  }
  if (key === 'renew') {
    const refusal = renewalRefusal(
      {
        status,
        endsAt: row.ends_at,
        successorEntitlementId: row.successor_entitlement_id,
        renewalMode: row.renewal_mode_snapshot,
        renewalExternalPolicyKey: row.renewal_external_policy_key_snapshot,
      },
      SourceType.Manual,
    )
    if (refusal) return [{ Source: DenialSource.Policy, SourceKey: 'renewal', ReasonCode: refusal.code, SafeMessage: refusal.message }]
    if (!row.plan_is_active) {
      return [{ Source: DenialSource.Policy, SourceKey: 'renewal', ReasonCode: planInactiveCode, SafeMessage: `The plan “${row.plan_display_name}” is no longer active.` }]
    }
    return []
  }
  const refusal = lifecycleRefusal(status, lifecycleActions[key]!)
  if (refusal === null) return []
  const source = isTerminal(status) ? DenialSource.Invariant : DenialSource.Policy
  const reasonCode = isTerminal(status) ? terminalInvariantCode : 'serviceEntitlements.runtime.transitionNotAllowed'
  return [{ Source: source, SourceKey: isTerminal(status) ? terminalInvariantKey : 'status', ReasonCode: reasonCode, SafeMessage: refusal }]
}

const terminalMessage = (status: number): string => `The entitlement is ${statusName(status)}; it can no longer change.`

/**
 * The server's decisions for the entitlement's operations: the caller's model grants, then the
 * state table on the Status the clock has moved the row to (the job may not have stored it yet).
 */
export function objectInvariant(row: EntitlementRow, access: ModelAccess, now: Date): EntitlementObjectInvariant {
  const clock = { status: row.status, startsAt: row.starts_at, endsAt: row.ends_at, graceUntil: row.grace_until }
  const status = nextStatusByClock(clock, now) ?? row.status
  const operations: Record<string, OperationDecision> = {}
  for (const [key, grant] of Object.entries(operationGrants) as Array<[EntitlementOperationKey, keyof typeof grantVerbs]>) {
    const denials: Denial[] = access[grant]
      ? []
      : [{ Source: DenialSource.Permission, SourceKey: grant, ReasonCode: notGrantedCode, SafeMessage: missingGrantMessage(grant, row.model_display_name) }]
    denials.push(...stateDenials(key, row, status))
    operations[key] = { OperationKey: key, IsAllowed: denials.length === 0, Denials: denials }
  }
  return {
    Resource: { ModuleKey: 'entitlements', ResourceKind: 'Entitlement', ContextResourceId: row.model_id, ResourceObjectId: row.id },
    BusinessInvariants: [{ InvariantKey: terminalInvariantKey, TargetKey: 'Status', IsActive: isTerminal(status), SafeMessage: 'A cancelled or revoked entitlement can no longer change.' }],
    Operations: operations,
  }
}
