import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { ApiError } from '@/api'
import type { ModuleSwitch } from './moduleDescriptor'
import { useModuleSwitch } from './useModuleSwitch'

const moduleSwitch: ModuleSwitch = {
  module: 'Boards',
  disabledCode: 'serviceBoards.module.disabled',
  configurePermission: 'boards.configure',
  scope: 'boardsDesigner',
  testId: 'boards',
  settingsPage: { labelKey: 'settings.tabs.boards', order: 20, component: () => Promise.resolve({}) },
}
const forbidden = (code: string) => new ApiError({ kind: 'problem', status: 403, problem: { requiredRoles: [], requiredPermissions: [], raw: { code } } })

describe('module switch', () => {
  it("is off while one of the page's errors is the module's switched-off 403, and only then", () => {
    const list = ref<unknown>(null)
    const options = ref<unknown>(null)
    const { off } = useModuleSwitch({ key: 'boards', moduleSwitch }, () => list.value, () => options.value)
    expect(off.value).toBe(false)
    options.value = forbidden('serviceBoards.module.disabled')
    expect(off.value).toBe(true)
    options.value = forbidden('other.code')
    expect(off.value).toBe(false)
    list.value = new ApiError({ kind: 'problem', status: 404, problem: { requiredRoles: [], requiredPermissions: [], raw: { code: 'serviceBoards.module.disabled' } } })
    expect(off.value).toBe(false)
  })

  it('binds the switched-off state and the switch card from the descriptor', () => {
    const binding = useModuleSwitch({ key: 'boards', moduleSwitch })
    expect(binding.disabledState).toEqual({
      configurePermission: 'boards.configure',
      settingsTo: { name: 'settings-boards' },
      scope: 'boardsDesigner',
      testId: 'boards-module-disabled',
    })
    expect(binding.switchCard).toEqual({ module: 'Boards', scope: 'boardsDesigner', testId: 'boards-module' })
    expect(binding.settingsTo).toEqual({ name: 'settings-boards' })
  })
})
