import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { isPreviewMessage } from './previewHost'

export type PreviewState = 'idle' | 'loading' | 'loaded' | 'failed' | 'silent'

export const PREVIEW_SILENCE_MS = 10_000

/**
 * What the preview frame reports (postMessage from its host page, accepted only from that frame):
 * loaded, a script or stylesheet that failed (e.g. refused by its integrity), errors the app threw.
 * A frame that says nothing at all within PREVIEW_SILENCE_MS ran none of its scripts — typically a
 * Content-Security-Policy whose frame-src leaves out the API's address (docs/deploy.md).
 */
export function usePreviewStatus(frame: Ref<HTMLIFrameElement | null>, generation: Ref<number>) {
  const state = ref<PreviewState>('idle')
  const failed = ref<string[]>([])
  const errors = ref<string[]>([])
  let timer: ReturnType<typeof setTimeout> | undefined

  watch(generation, () => {
    state.value = 'loading'
    failed.value = []
    errors.value = []
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (state.value === 'loading') state.value = 'silent'
    }, PREVIEW_SILENCE_MS)
  })

  function onMessage(event: MessageEvent): void {
    if (!frame.value || event.source !== frame.value.contentWindow || !isPreviewMessage(event.data)) return
    const data = event.data
    if (data.workspacePreview === 'failed') {
      failed.value = [...new Set([...failed.value, data.what === 'link' ? 'css' : 'javascript'])]
      state.value = 'failed'
    } else if (data.workspacePreview === 'error') {
      errors.value = [...errors.value, data.message].slice(-5)
    } else if (state.value !== 'failed') {
      state.value = 'loaded'
    }
  }

  onMounted(() => window.addEventListener('message', onMessage))
  onBeforeUnmount(() => {
    window.removeEventListener('message', onMessage)
    clearTimeout(timer)
  })
  return { state, failed, errors }
}
