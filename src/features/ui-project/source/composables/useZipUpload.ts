import { useSourceProject } from '@/platform/source-project/context'
import { ref, shallowRef } from 'vue'
import { isApiError } from '@/api'

import type { UiProjectRevision, UiProjectZipPreflight } from '../../api/uiProject.types'
import { refusalsOf, type Refusal } from '../preflight'

export type UploadOutcome = { kind: 'applied'; revision: UiProjectRevision } | { kind: 'stale' } | { kind: 'failed'; error: unknown }

/**
 * Upload a ZIP in two steps: the pre-flight (UiProject_PreflightZip: what would be added, changed,
 * removed, ignored, or why the archive is refused) and, once the user has seen it, the upload of the
 * same bytes (`expectedPackageHash`) onto the same base revision. Only the newest check counts.
 */
export function useZipUpload() {
  const { api } = useSourceProject()
  const file = shallowRef<File | null>(null)
  const preflight = shallowRef<UiProjectZipPreflight | null>(null)
  const refusals = shallowRef<Refusal[] | null>(null)
  const failure = shallowRef<unknown>(null)
  const checking = ref(false)
  const applying = ref(false)
  let run = 0

  function reset(): void {
    run += 1
    file.value = null
    preflight.value = null
    refusals.value = null
    failure.value = null
    checking.value = false
  }

  async function check(next: File, baseRevisionId: string | null): Promise<void> {
    const mine = ++run
    file.value = next
    preflight.value = null
    refusals.value = null
    failure.value = null
    checking.value = true
    try {
      const result = await api.preflightZip(next, baseRevisionId)
      if (mine === run) preflight.value = result
    } catch (error) {
      if (mine !== run) return
      refusals.value = refusalsOf(error)
      if (!refusals.value) failure.value = error
    } finally {
      if (mine === run) checking.value = false
    }
  }

  async function apply(message: string | null): Promise<UploadOutcome> {
    const checked = preflight.value
    if (!file.value || !checked) return { kind: 'failed', error: null }
    applying.value = true
    try {
      const revision = await api.uploadZip(file.value, { baseRevisionId: checked.BaseRevisionId, message: message || null, expectedPackageHash: checked.PackageHash })
      return { kind: 'applied', revision }
    } catch (error) {
      // A newer working revision (or other bytes) since the check: the pre-flight has to be seen again.
      if (isApiError(error) && error.isConflict) return { kind: 'stale' }
      return { kind: 'failed', error }
    } finally {
      applying.value = false
    }
  }

  return { file, preflight, refusals, failure, checking, applying, check, apply, reset }
}
