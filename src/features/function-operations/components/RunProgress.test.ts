import { describe, expect, it } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import RunProgress from './RunProgress.vue'

describe('RunProgress', () => {
  it('says how far a run is, in words and as an accessible progress bar', async () => {
    const { wrapper } = await renderWithApp(RunProgress, { props: { progress: { Done: 25_000, Total: 100_000 }, running: true } })
    await flush()
    expect(wrapper.text()).toContain('25,000 of 100,000 done (25 %)')
    const bar = wrapper.find('[role="progressbar"]')
    expect(bar.attributes('aria-valuenow')).toBe('25')
    expect(bar.attributes('aria-label')).toBe('25,000 of 100,000 done (25 %)')
  })

  it('shows a finished run as complete', async () => {
    const { wrapper } = await renderWithApp(RunProgress, { props: { progress: { Done: 0, Total: 0 }, running: false } })
    await flush()
    expect(wrapper.text()).toContain('0 of 0 done (100 %)')
  })
})
