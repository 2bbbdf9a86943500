import { ref, shallowRef, toValue, type MaybeRefOrGetter } from 'vue'
import { getAssetLinks } from '../api/uiProject'
import type { UiArtifact } from '../api/uiProject.types'
import { fetchAssetBytes, verifyAssets, type ArtifactVerification } from './verify'

/**
 * "Verify in the browser": fresh asset links, both assets fetched and hashed here, compared with
 * what the artifact's record says (content hashes and integrity strings).
 */
export function useVerify(artifact: MaybeRefOrGetter<UiArtifact | undefined>, fetchBytes: (url: string) => Promise<ArrayBuffer> = fetchAssetBytes) {
  const running = ref(false)
  const result = shallowRef<ArtifactVerification | null>(null)
  const error = shallowRef<unknown>(null)

  async function verify(): Promise<void> {
    const value = toValue(artifact)
    if (!value?.Id) return
    running.value = true
    result.value = null
    error.value = null
    try {
      const links = await getAssetLinks(value.Id)
      result.value = await verifyAssets(
        {
          javascript: { url: links.JavaScriptUrl, contentHash: value.JavaScriptContentHash ?? '', integrity: value.JavaScriptIntegrity ?? '', sizeBytes: value.JavaScriptSizeBytes ?? null },
          css: { url: links.CssUrl, contentHash: value.CssContentHash ?? '', integrity: value.CssIntegrity ?? '', sizeBytes: value.CssSizeBytes ?? null },
        },
        fetchBytes,
      )
    } catch (failure) {
      error.value = failure
    } finally {
      running.value = false
    }
  }

  return { running, result, error, verify }
}
