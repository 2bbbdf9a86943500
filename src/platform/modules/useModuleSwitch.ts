import { computed, type ComputedRef } from 'vue'
import type { RouteLocationNamedRaw } from 'vue-router'
import { ApiError } from '@/api'
import type { ModuleName } from '@/app/access'
import type { ModuleSwitch } from './moduleDescriptor'
import { switchSettingsRoute } from './settingsPages'

export interface ModuleSwitchBinding {
  /** True while one of the given errors is the module's switched-off 403. */
  off: ComputedRef<boolean>
  /** Bind to `AppModuleDisabledState`. */
  disabledState: { configurePermission: string; settingsTo: RouteLocationNamedRaw; scope: string; testId: string }
  /** Bind to `AppModuleSwitchCard` (with the feature's own query and save). */
  switchCard: { module: ModuleName; scope: string; testId: string }
  /** The settings page with the switch. */
  settingsTo: RouteLocationNamedRaw
}

/** Whether `error` is the 403 a switched-off module answers to every operation. */
export function isModuleSwitchedOff(moduleSwitch: ModuleSwitch, error: unknown): boolean {
  return error instanceof ApiError && error.isForbidden && error.problem?.raw.code === moduleSwitch.disabledCode
}

/**
 * A switchable module's on/off state on its pages, from its descriptor (`defineModule`):
 * `errors` are the page's query errors; any of them may be the switched-off answer.
 */
export function useModuleSwitch(module: { key: string; moduleSwitch: ModuleSwitch }, ...errors: Array<() => unknown>): ModuleSwitchBinding {
  const { key, moduleSwitch } = module
  const settingsTo = switchSettingsRoute(key)
  return {
    off: computed(() => errors.some((error) => isModuleSwitchedOff(moduleSwitch, error()))),
    disabledState: {
      configurePermission: moduleSwitch.configurePermission,
      settingsTo,
      scope: moduleSwitch.scope,
      testId: `${moduleSwitch.testId}-module-disabled`,
    },
    switchCard: { module: moduleSwitch.module, scope: moduleSwitch.scope, testId: `${moduleSwitch.testId}-module` },
    settingsTo,
  }
}
