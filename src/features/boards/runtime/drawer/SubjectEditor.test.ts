import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi, ResponsibilitySubjectType } from '@/api'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import { BOARD, ok } from '@/test/boards/runtime'
import SubjectEditor from './SubjectEditor.vue'

const candidates = [
  { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-tobias', DisplayName: 'Tobias Meyer', Subtitle: 'tobias.meyer' },
  { SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: 'grp-desk', DisplayName: 'Service desk', Subtitle: 'service-desk' },
]

afterEach(() => vi.unstubAllGlobals())

describe('SubjectEditor', () => {
  it('offers the people and groups the board search finds, keeps the current ones and saves them all', async () => {
    const server = stubFetch({ [`GET /api/workspace/boards/${BOARD}/subjects`]: ok(candidates) })
    vi.stubGlobal('fetch', server.fetchStub)
    configureApi({ baseUrl: 'http://api.test' })
    const current = [{ SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-anna', DisplayName: 'Anna Berg', ResponsibilityKey: 'assignee' }]
    const { wrapper } = await renderWithApp(SubjectEditor, { props: { boardIdOrKey: BOARD, label: 'Assignee', current, saving: false } })
    await flush()
    expect(server.calls.some((call) => call.url.includes(`/boards/${BOARD}/subjects`))).toBe(true)
    expect(wrapper.text()).toContain('Anna Berg')

    const picker = wrapper.findComponent({ name: 'VAutocomplete' })
    picker.vm.$emit('update:modelValue', ['0:usr-anna', '0:usr-tobias', '1:grp-desk'])
    await flush()
    await wrapper.findAll('button').find((button) => button.text() === 'Save')!.trigger('click')
    expect(wrapper.emitted('save')?.[0]?.[0]).toEqual([
      { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-anna' },
      { SubjectType: ResponsibilitySubjectType.User, SubjectId: 'usr-tobias' },
      { SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: 'grp-desk' },
    ])
  })
})
