import { type OperationHandlers } from '../../http/operation'
import { managePermission } from './files.items'
import { listTrash } from './trash.service'

/** The operator view of the trash. */
export const trashHandlers: OperationHandlers = {
  FileSystem_ListTrash: {
    requiredPermissions: [managePermission],
    handle: ({ db, query }) => listTrash(db, query),
  },
}
