import type { BoardItem } from '../runtime.types'

/** The item operations the server decides per item (ObjectInvariant.Operations keys). */
export type ItemOperation = 'read' | 'create' | 'update' | 'move' | 'link' | 'remove' | 'manage'

export interface Decision {
  allowed: boolean
  /** The first denial's SafeMessage, shown as the reason an action is not offered. */
  reason: string | null
}

/**
 * What the server says about one operation on the item. An operation it does not report is not
 * offered: the app never offers what the server would refuse.
 */
export function decide(item: BoardItem | null | undefined, operation: ItemOperation): Decision {
  const decision = item?.ObjectInvariant.Operations[operation]
  if (!decision) return { allowed: false, reason: null }
  return { allowed: decision.IsAllowed, reason: decision.IsAllowed ? null : (decision.Denials[0]?.SafeMessage ?? null) }
}
