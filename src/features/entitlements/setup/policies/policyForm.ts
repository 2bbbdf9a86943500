import { RenewalMode } from '@/api'
import type { EntitlementRenewalPolicy, EntitlementRenewalPolicyRequest } from '../../api/entitlements.types'
import { checkKeyName, normalizeKey, type KeyNameValues, type Problems } from '../shared/keys'

export interface PolicyValues extends KeyNameValues {
  Mode: RenewalMode
  LeadDays: number | null
  ExternalPolicyKey: string
}

export const LEAD_DAYS_MAX = 365
export const EXTERNAL_KEY_MAX = 100

export function policyValues(policy: EntitlementRenewalPolicy | null): PolicyValues {
  return {
    Key: policy?.Key ?? '',
    DisplayName: policy?.DisplayName ?? '',
    Description: policy?.Description ?? '',
    Mode: policy?.Mode ?? RenewalMode.Manual,
    LeadDays: policy?.LeadDays ?? null,
    ExternalPolicyKey: policy?.ExternalPolicyKey ?? '',
  }
}

/** The server's rules: Automatic needs lead days 0..365 (optional otherwise), External needs its policy key. */
export function checkPolicy(values: PolicyValues): Problems {
  const problems: Problems = checkKeyName(values)
  const lead = values.LeadDays
  if (lead === null ? values.Mode === RenewalMode.Automatic : !Number.isInteger(lead) || lead < 0 || lead > LEAD_DAYS_MAX) {
    problems.LeadDays = { key: 'entitlementsSetup.validation.leadDays', params: { max: LEAD_DAYS_MAX } }
  }
  const external = values.ExternalPolicyKey.trim()
  if (values.Mode === RenewalMode.External && (external === '' || external.length > EXTERNAL_KEY_MAX)) {
    problems.ExternalPolicyKey = { key: 'entitlementsSetup.validation.externalKey', params: { max: EXTERNAL_KEY_MAX } }
  }
  return problems
}

export function toPolicyRequest(values: PolicyValues): EntitlementRenewalPolicyRequest {
  return {
    Key: normalizeKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    Mode: values.Mode,
    LeadDays: values.LeadDays,
    ExternalPolicyKey: values.Mode === RenewalMode.External ? values.ExternalPolicyKey.trim() : null,
  }
}
