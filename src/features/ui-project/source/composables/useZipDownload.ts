import { useSourceProject } from '@/platform/source-project/context'
import { ref } from 'vue'
import { useNotify } from '@/platform/composables/useNotify'
import { saveBlob } from '@/platform/composables/saveBlob'

/** `ui-project-r12.zip`: the revision number in the name, so downloads of several revisions stay apart. */
export const zipFileName = (revisionNumber: number): string => `ui-project-r${revisionNumber}.zip`

/** Downloads a revision as a ZIP (fetched with the session's token, saved from an object URL). */
export function useZipDownload() {
  const { api } = useSourceProject()
  const notify = useNotify()
  /** The revision being downloaded, for the button's busy state. */
  const downloading = ref<string | null>(null)

  async function download(revision: { Id: string; Number: number }): Promise<void> {
    downloading.value = revision.Id
    try {
      saveBlob(await api.downloadRevisionZip(revision.Id), zipFileName(revision.Number))
    } catch (error) {
      notify.error(error, 'uiProjectSource.zip.downloadFailed')
    } finally {
      if (downloading.value === revision.Id) downloading.value = null
    }
  }

  return { downloading, download }
}
