import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import PermissionEditor from './PermissionEditor.vue'
import type { PermissionDefinition } from '../api/principals.types'

const catalog: PermissionDefinition[] = [
  { Key: 'principals.manage', DisplayName: 'Manage principals', Group: 'Administration', Description: 'Users, roles and groups.' },
  { Key: 'settings.manage', DisplayName: 'Manage settings', Group: 'Administration', Description: 'Workspace settings.' },
  { Key: 'uiproject.view', DisplayName: 'View UI project', Group: 'UI project', Description: 'See the frontend project.' },
]

async function render(modelValue: string[]) {
  const { wrapper } = await renderWithApp(PermissionEditor, { props: { catalog, modelValue } })
  return wrapper
}

function checkbox(wrapper: Awaited<ReturnType<typeof render>>, text: string) {
  const control = wrapper.findAll('.v-checkbox').find((c) => c.text().includes(text))
  if (!control) throw new Error(`no checkbox ${text}`)
  return control.get('input')
}

describe('PermissionEditor', () => {
  it('groups the catalog by Group and shows each description', async () => {
    const wrapper = await render([])
    const headings = wrapper.findAll('h3').map((h) => h.text())
    expect(headings[0]).toContain('Administration')
    expect(headings[1]).toContain('UI project')
    expect(wrapper.text()).toContain('Users, roles and groups.')
  })

  it('shows what the role holds, keys compared normalized', async () => {
    const wrapper = await render([' Principals.Manage '])
    expect((checkbox(wrapper, 'Manage principals').element as HTMLInputElement).checked).toBe(true)
    expect((checkbox(wrapper, 'Manage settings').element as HTMLInputElement).checked).toBe(false)
    expect(wrapper.text()).toContain('1 of 3 permissions selected')
  })

  it('adds and removes single permissions in catalog order', async () => {
    const wrapper = await render(['uiproject.view'])
    await checkbox(wrapper, 'Manage settings').setValue(true)
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([['settings.manage', 'uiproject.view']])
    await wrapper.setProps({ modelValue: ['settings.manage', 'uiproject.view'] })
    await checkbox(wrapper, 'View UI project').setValue(false)
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([['settings.manage']])
  })

  it('selects a whole group at once', async () => {
    const wrapper = await render([])
    await wrapper.get('input[aria-label="All permissions of Administration"]').setValue(true)
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([['principals.manage', 'settings.manage']])
  })
})
