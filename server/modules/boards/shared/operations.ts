export { DenialSource } from '../../../../shared/enums'

/** Operation keys of a board item: ObjectInvariant.Operations, security statements, permission assignments. */
export const itemOperationKeys = ['read', 'create', 'update', 'move', 'link', 'remove', 'manage'] as const
export type ItemOperationKey = (typeof itemOperationKeys)[number]

export function isItemOperationKey(value: unknown): value is ItemOperationKey {
  return typeof value === 'string' && (itemOperationKeys as readonly string[]).includes(value)
}

/** DenialSource values (openapi enums). */

/** The files module's identity of a board item's process attachments. */
export const BoardItemResource = { ModuleKey: 'boards', ResourceKind: 'BoardItem' } as const
