import { conflict } from '../../../http/errors'
import type { Grants } from '../security/access'
import { recordOperations } from '../security/security.types'
import { DisabledOperation, type DisabledOperationName, type RecordDefinition } from './recordModel'

/** A type alias, not an interface: the contract describes Permissions as a map of flags. */
export type InstancePermissions = {
  CanRead: boolean
  CanPatch: boolean
  CanArchive: boolean
  CanRestore: boolean
  CanDelete: boolean
  CanMerge: boolean
  CanReadArchive: boolean
  CanReadChangesHistory: boolean
  CanViewComments: boolean
  CanCreateComments: boolean
  CanViewTags: boolean
  CanUpdateTags: boolean
  CanViewAttachments: boolean
  CanCreateAttachments: boolean
  CanDeleteAttachments: boolean
}

const everyOperation: Grants = new Set(recordOperations)

function isDisabled(definition: RecordDefinition, operation: DisabledOperationName): boolean {
  return (definition.disabledOperations & DisabledOperation[operation]) !== 0
}

function isWritable(definition: RecordDefinition): boolean {
  return !definition.isReadOnly && !definition.isPendingDeletion
}

/**
 * What the caller may do with one instance: the definition's flags and the archive state, and the
 * operations their permission assignments grant on it (security/access.ts; all when unrestricted).
 * Merging is not offered by this installation, so CanMerge stays false.
 */
export function instancePermissions(definition: RecordDefinition, archived: boolean, grants: Grants = everyOperation): InstancePermissions {
  const writable = isWritable(definition)
  const may = (operation: DisabledOperationName) => writable && !isDisabled(definition, operation)
  const active = !archived
  const patch = grants.has('Patch') && active && writable
  return {
    CanRead: grants.has('Read') && (active || grants.has('ReadArchive')),
    CanPatch: active && may('Update') && grants.has('Patch'),
    CanArchive: active && may('Archive') && grants.has('Archive'),
    CanRestore: archived && may('Restore') && grants.has('Restore'),
    CanDelete: archived && may('Delete') && grants.has('Delete'),
    CanMerge: false,
    CanReadArchive: grants.has('ReadArchive'),
    CanReadChangesHistory: definition.auditTrailEnabled && grants.has('ReadChangesHistory'),
    CanViewComments: definition.commentsEnabled && grants.has('ReadComments'),
    CanCreateComments: definition.commentsEnabled && grants.has('ReadComments') && patch,
    CanViewTags: definition.tagsEnabled && grants.has('ReadTags'),
    CanUpdateTags: definition.tagsEnabled && grants.has('ReadTags') && patch,
    CanViewAttachments: definition.attachmentsEnabled && grants.has('ReadAttachments'),
    CanCreateAttachments: definition.attachmentsEnabled && grants.has('ReadAttachments') && patch,
    CanDeleteAttachments: definition.attachmentsEnabled && grants.has('ReadAttachments') && patch,
  }
}

/** Refuses a runtime write the definition does not allow (pending deletion, read-only, disabled). */
export function assertOperationAllowed(definition: RecordDefinition, operation: DisabledOperationName, current: unknown = null): void {
  if (definition.isPendingDeletion) {
    throw conflict('workspace.entities.pendingDeletion', `${definition.displayNamePlural} are pending deletion; records cannot change.`, undefined, current)
  }
  if (definition.isReadOnly) {
    throw conflict('workspace.entities.records.readOnly', `${definition.displayNamePlural} are read-only; records cannot change.`, undefined, current)
  }
  if (isDisabled(definition, operation)) {
    const error = conflict(
      'workspace.entities.records.operationDisabled',
      `${operation} is disabled for ${definition.displayNamePlural}.`,
      undefined,
      current,
    )
    for (const found of error.issues) found.Metadata = { operation }
    throw error
  }
}
