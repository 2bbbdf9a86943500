import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { renderWithApp } from '@/test/render'
import { stubFetch } from '@/test/profiles'
import { DEFINITIONS, definitionsPage, ok } from '@/test/entitlements/setup'
import { checkModel, emptyRole, modelValues, roleRequirement, type RoleValues } from './modelForm'
import RoleCard from './RoleCard.vue'

beforeEach(() => {
  vi.stubGlobal('fetch', stubFetch({ [DEFINITIONS]: ok(definitionsPage) }).fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
})
afterEach(() => vi.unstubAllGlobals())

const role = (patch: Partial<RoleValues> = {}): RoleValues => ({ ...emptyRole(true), DisplayName: 'Contract', EntityDefinitionId: 'def-contracts', ...patch })

async function render(modelValue: RoleValues, requirement: 'required' | 'optional' = 'required') {
  const { wrapper } = await renderWithApp(RoleCard, { props: { member: 'Resource', requirement, modelValue, errors: () => [] } })
  return wrapper
}
const shown = (wrapper: Awaited<ReturnType<typeof render>>) =>
  ['enabled', 'display-name', 'definition', 'picker', 'selector-mode', 'surface-key'].filter((name) => wrapper.find(`[data-testid="role-Resource-${name}"]`).exists())

describe('role card', () => {
  it('shows the lookup-table selector only for a lookup table, the surface key only for a specific one', async () => {
    expect(shown(await render(role()))).toEqual(['display-name', 'definition', 'picker'])
    expect(shown(await render(role({ PickerInputType: 1 })))).toEqual(['display-name', 'definition', 'picker', 'selector-mode'])
    expect(shown(await render(role({ PickerInputType: 1, LookupTableSelectorMode: 1 })))).toEqual(['display-name', 'definition', 'picker', 'selector-mode', 'surface-key'])
    // A specific mode left over from a lookup table does not ask for a surface key with autocomplete.
    expect(shown(await render(role({ PickerInputType: 0, LookupTableSelectorMode: 1 })))).toEqual(['display-name', 'definition', 'picker'])
  })

  it('lets an optional role be switched off, and hides its fields then', async () => {
    const wrapper = await render(role({ Enabled: false }), 'optional')
    expect(shown(wrapper)).toEqual(['enabled'])
    await wrapper.get('[data-testid="role-Resource-enabled"] input').setValue(true)
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([{ ...role(), Enabled: true }])
    expect(shown(await render(role(), 'optional'))).toEqual(['enabled', 'display-name', 'definition', 'picker'])
  })

  it('needs the owner always and the resource for information service access', () => {
    expect(roleRequirement(0, 'OwnerParty')).toBe('required')
    expect(roleRequirement(0, 'Resource')).toBe('optional')
    expect(roleRequirement(3, 'Resource')).toBe('required')
    expect(roleRequirement(3, 'DelegateParty')).toBe('optional')
    const values = { ...modelValues(null), DisplayName: 'Data', Key: 'data', OwnerParty: role(), Resource: role({ PickerInputType: 1, LookupTableSelectorMode: 1 }), ResourceScopeMode: 2 as const }
    expect(Object.keys(checkModel(values, 3))).toEqual(['Resource.LookupTableSurfaceKey', 'ResourceHierarchyPath.PathKey'])
    expect(Object.keys(checkModel({ ...values, Resource: emptyRole(false) }, 3))).toEqual(['Resource', 'ResourceScopeMode'])
  })
})
