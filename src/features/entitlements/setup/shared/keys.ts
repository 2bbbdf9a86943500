import { isBoardKey, normalizeBoardKey, suggestBoardKey } from '@/features/boards/designer/shared/keys'

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
