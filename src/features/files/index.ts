/** What other features may use of files: the attachments of a resource (an entity record, a board item). */
import { defineAsyncComponent } from 'vue'

export type { AttachmentListItem, ResourceIdentity } from './api/files.types'
export { recordAllowsAttachments, recordResource } from './api/recordFiles'
/** The attachments panel (uploads, previews, trash); a chunk of its own, loaded when a screen shows it. */
export const AttachmentsPanel = defineAsyncComponent(() => import('./components/AttachmentsPanel.vue'))
