import type { RecordOperation } from '../api/security'

/**
 * The record operations the matrix offers, in the server's order. Merge is left out: this
 * installation offers no merge, so granting it would promise what no one can do.
 */
export const recordOperations: readonly RecordOperation[] = [
  'Read',
  'Create',
  'Patch',
  'Archive',
  'Restore',
  'Delete',
  'ReadArchive',
  'ReadChangesHistory',
  'ReadComments',
  'ReadTags',
  'ReadAttachments',
]
