import { describe, expect, it } from 'vitest'
import { nextTick, ref } from 'vue'
import { useOpenedOnce } from './useOpenedOnce'

describe('useOpenedOnce', () => {
  it('turns true when the dialog first opens and stays true after it closes', async () => {
    const open = ref(false)
    const opened = useOpenedOnce(open)
    expect(opened.value).toBe(false)
    open.value = true
    await nextTick()
    expect(opened.value).toBe(true)
    open.value = false
    await nextTick()
    expect(opened.value).toBe(true)
  })

  it('is true at once for a dialog that starts open', () => {
    expect(useOpenedOnce(ref(true)).value).toBe(true)
  })
})
