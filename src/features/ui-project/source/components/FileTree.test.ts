import { renderUiProject } from '@/test/ui-project/render'
import { describe, expect, it } from 'vitest'
import { flush } from '@/test/render'
import FileTree from './FileTree.vue'

const files = [
  { path: 'src/App.vue', sizeBytes: 40 },
  { path: 'src/pages/Home.vue', sizeBytes: 2048 },
  { path: 'README.md', sizeBytes: 15 },
]

async function render(canManage = true) {
  const { wrapper } = await renderUiProject(FileTree, {
    props: { files, activePath: null, changes: new Map([['src/App.vue', 'modified' as const]]), errorPaths: [], canManage },
  })
  await flush()
  return wrapper
}

const row = (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`)!
async function press(key: string): Promise<void> {
  ;(document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await flush()
}

describe('file tree', () => {
  it('is one tab stop; arrows move through the rows, Left and Right close and open folders, Enter opens a file', async () => {
    const wrapper = await render()
    const stops = [...document.querySelectorAll('[role="treeitem"]')].filter((item) => item.getAttribute('tabindex') === '0')
    expect(stops.map((item) => item.getAttribute('data-path'))).toEqual(['src'])
    row('src').focus()
    await press('ArrowDown')
    expect(document.activeElement?.getAttribute('data-path')).toBe('src/pages')
    await press('ArrowLeft')
    expect(row('src/pages').getAttribute('aria-expanded')).toBe('false')
    expect(row('src/pages/Home.vue')).toBeNull()
    await press('ArrowRight')
    expect(row('src/pages').getAttribute('aria-expanded')).toBe('true')
    await press('ArrowRight')
    expect(document.activeElement?.getAttribute('data-path')).toBe('src/pages/Home.vue')
    expect(document.activeElement?.textContent).toContain('2 kB')
    await press('Enter')
    expect(wrapper.emitted('open')).toEqual([['src/pages/Home.vue']])
    await press('F2')
    expect(wrapper.emitted('rename')).toEqual([['src/pages/Home.vue']])
    await press('Delete')
    expect(wrapper.emitted('delete')).toEqual([['src/pages/Home.vue']])
    await press('End')
    expect(document.activeElement?.getAttribute('data-path')).toBe('README.md')
    wrapper.unmount()
  })

  it('marks unsaved files for everyone, and offers no rename or delete to readers', async () => {
    const wrapper = await render(false)
    expect(row('src/App.vue').textContent).toContain('Changed')
    row('src/App.vue').focus()
    await press('F2')
    await press('Delete')
    expect(wrapper.emitted('rename')).toBeUndefined()
    expect(wrapper.emitted('delete')).toBeUndefined()
    wrapper.unmount()
  })
})
