import { conflict } from '../../../http/errors'
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

function isDisabled(definition: RecordDefinition, operation: DisabledOperationName): boolean {
  return (definition.disabledOperations & DisabledOperation[operation]) !== 0
}

function isWritable(definition: RecordDefinition): boolean {
  return !definition.isReadOnly && !definition.isPendingDeletion
}

/** What the caller may do with one instance, from the definition's flags and the archive state. */
export function instancePermissions(definition: RecordDefinition, archived: boolean): InstancePermissions {
  const writable = isWritable(definition)
  const may = (operation: DisabledOperationName) => writable && !isDisabled(definition, operation)
  const active = !archived
  return {
    CanRead: true,
    CanPatch: active && may('Update'),
    CanArchive: active && may('Archive'),
    CanRestore: archived && may('Restore'),
    CanDelete: archived && may('Delete'),
    CanMerge: false,
    CanReadArchive: true,
    CanReadChangesHistory: definition.auditTrailEnabled,
    CanViewComments: definition.commentsEnabled,
    CanCreateComments: definition.commentsEnabled && active && writable,
    CanViewTags: definition.tagsEnabled,
    CanUpdateTags: definition.tagsEnabled && active && writable,
    CanViewAttachments: definition.attachmentsEnabled,
    CanCreateAttachments: definition.attachmentsEnabled && active && writable,
    CanDeleteAttachments: definition.attachmentsEnabled && active && writable,
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
