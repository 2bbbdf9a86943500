import { isBoardKey, normalizeBoardKey, suggestBoardKey } from '@/platform/keys/keys'

/** Entitlement keys follow the board key rule (trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$): one implementation. */
export const isEntitlementKey = isBoardKey
export const normalizeKey = normalizeBoardKey
export const suggestKey = suggestBoardKey

/** A client-side finding: the message key and its parameters (pure checks stay testable without i18n). */
export interface Problem {
  key: string
  params?: Record<string, unknown>
}
/** Findings by member, as the server names fields (`Limits[1].Key`). */
export type Problems = Record<string, Problem>

/** The values every named setup item has. */
export interface KeyNameValues extends Record<string, unknown> {
  DisplayName: string
  Key: string
  Description: string
}

/** The name and key every setup item has: a name, and a key by the key rule. */
export function checkKeyName(values: { DisplayName: string; Key: string }): Problems {
  const problems: Problems = {}
  if (values.DisplayName.trim() === '') problems.DisplayName = { key: 'common.validation.required' }
  if (!isEntitlementKey(values.Key)) problems.Key = { key: 'entitlementsSetup.validation.key' }
  return problems
}
