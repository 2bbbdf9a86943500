import { type OperationHandlers } from '../../http/operation'
import { listAttachments } from './attachments.service'

/** The attachment list of a resource: any signed-in user who can read it. */
export const attachmentHandlers: OperationHandlers = {
  Attachments_ListForResource: {
    handle: ({ db, auth, body }) => listAttachments(db, auth, body ?? {}),
  },
}
