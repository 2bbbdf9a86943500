import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref, shallowRef } from 'vue'
import { mount } from '@vue/test-utils'
import { PREVIEW_SILENCE_MS, usePreviewStatus } from './usePreviewStatus'

// A frame stand-in: messages count only when they come from its window.
const frameWindow = {} as Window
const otherWindow = {} as Window

function setup() {
  const frame = shallowRef({ contentWindow: frameWindow } as HTMLIFrameElement)
  const generation = ref(0)
  let status!: ReturnType<typeof usePreviewStatus>
  mount(defineComponent({ setup: () => ((status = usePreviewStatus(frame, generation)), () => h('div')) }))
  return { generation, status: () => status }
}

function post(data: unknown, source: Window = frameWindow): void {
  const event = new MessageEvent('message', { data })
  Object.defineProperty(event, 'source', { value: source })
  window.dispatchEvent(event)
}

describe('usePreviewStatus', () => {
  afterEach(() => vi.useRealTimers())

  it('follows what the frame reports and ignores other windows', async () => {
    const { generation, status } = setup()
    generation.value++
    await nextTick()
    expect(status().state.value).toBe('loading')
    post({ workspacePreview: 'loaded' }, otherWindow)
    expect(status().state.value).toBe('loading')
    post({ workspacePreview: 'error', message: 'boom' })
    post({ workspacePreview: 'loaded' })
    expect(status().state.value).toBe('loaded')
    expect(status().errors.value).toEqual(['boom'])
  })

  it('reports an asset the browser refused', async () => {
    const { generation, status } = setup()
    generation.value++
    await nextTick()
    post({ workspacePreview: 'failed', what: 'script' })
    post({ workspacePreview: 'loaded' })
    expect(status().state.value).toBe('failed')
    expect(status().failed.value).toEqual(['javascript'])
  })

  it('calls a frame that says nothing silent (its scripts did not run)', async () => {
    vi.useFakeTimers()
    const { generation, status } = setup()
    generation.value++
    await nextTick()
    vi.advanceTimersByTime(PREVIEW_SILENCE_MS)
    expect(status().state.value).toBe('silent')
  })
})
