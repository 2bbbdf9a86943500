import { describe, expect, it } from 'vitest'
import { ResponsibilitySubjectType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import SubjectSetEditor from './SubjectSetEditor.vue'

const candidates = [
  { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-tobias', DisplayName: 'Tobias Meyer', Subtitle: 'tobias.meyer' },
  { SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: 'grp-desk', DisplayName: 'Service desk', Subtitle: 'service-desk' },
]
const current = [{ SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-anna', DisplayName: 'Anna Berg' }]

async function render(props: Record<string, unknown> = {}) {
  const { wrapper } = await renderWithApp(SubjectSetEditor, { props: { label: 'Assignee', current, saving: false, candidates, searching: false, ...props } })
  await flush()
  return wrapper
}
const saveButton = (wrapper: Awaited<ReturnType<typeof render>>) => wrapper.findAll('button').find((button) => button.text() === 'Save')!

describe('SubjectSetEditor', () => {
  it('keeps the current subjects, offers what the search found and saves the chosen ones', async () => {
    const wrapper = await render()
    expect(wrapper.text()).toContain('Anna Berg')
    const picker = wrapper.findComponent({ name: 'VAutocomplete' })
    expect((picker.props('items') as Array<{ title: string }>).map((item) => item.title)).toEqual(['Anna Berg', 'Tobias Meyer', 'Service desk'])
    picker.vm.$emit('update:modelValue', ['0:usr-anna', '0:usr-tobias', '1:grp-desk'])
    await flush()
    await saveButton(wrapper).trigger('click')
    expect(wrapper.emitted('save')?.[0]?.[0]).toEqual([
      { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-anna' },
      { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-tobias' },
      { SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: 'grp-desk' },
    ])
  })

  it('offers only the kind the responsibility takes, one at a time when it holds one', async () => {
    const wrapper = await render({ onlyType: ResponsibilitySubjectType.ResponsibilityGroup, single: true, current: [] })
    const picker = wrapper.findComponent({ name: 'VAutocomplete' })
    expect((picker.props('items') as Array<{ title: string }>).map((item) => item.title)).toEqual(['Service desk'])
    expect(picker.props('multiple')).toBe(false)
    picker.vm.$emit('update:modelValue', '1:grp-desk')
    await flush()
    await saveButton(wrapper).trigger('click')
    expect(wrapper.emitted('save')?.[0]?.[0]).toEqual([{ SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: 'grp-desk' }])
  })

  it('hands the typed text to the parent to search, after a pause', async () => {
    const wrapper = await render()
    wrapper.findComponent({ name: 'VAutocomplete' }).vm.$emit('update:search', ' tob ')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(wrapper.emitted('search')?.at(-1)).toEqual(['tob'])
  })
})
