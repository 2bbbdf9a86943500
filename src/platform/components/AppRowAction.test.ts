import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { mdiDeleteOutline } from '@mdi/js'
import { AppRowAction } from './AppRowAction'

describe('AppRowAction', () => {
  it('is a button named by its label that reports clicks', async () => {
    let clicks = 0
    const wrapper = mount(AppRowAction, { props: { icon: mdiDeleteOutline, label: 'Delete ORD-1', color: 'error' }, attrs: { onClick: () => clicks++ } })
    const button = wrapper.get('button')
    expect(button.attributes('aria-label')).toBe('Delete ORD-1')
    expect(button.attributes('title')).toBe('Delete ORD-1')
    expect(button.classes()).toEqual(expect.arrayContaining(['v-btn', 'v-btn--icon', 'text-error']))
    expect(button.find('path').attributes('d')).toBe(mdiDeleteOutline)
    await button.trigger('click')
    expect(clicks).toBe(1)
  })

  it('is disabled and inert when disabled, with the reason as its tooltip', async () => {
    let clicks = 0
    const wrapper = mount(AppRowAction, {
      props: { icon: mdiDeleteOutline, label: 'Delete ORD-1', disabled: true, disabledReason: 'Records of Orders cannot be deleted' },
      attrs: { onClick: () => clicks++ },
    })
    expect(wrapper.get('button').attributes('disabled')).toBeDefined()
    expect(wrapper.get('button').classes()).toContain('v-btn--disabled')
    expect(wrapper.get('span[title]').attributes('title')).toBe('Records of Orders cannot be deleted')
    await wrapper.get('button').trigger('click')
    expect(clicks).toBe(0)
  })
})
