import { ApiError } from '@/api'
import { settingsPaths } from '@/features/settings/routes'
import { MODULE_DISABLED_CODE } from '../api/boards.types'

/** The 403 every board operation answers while the Boards module is switched off. */
export function isModuleDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.isForbidden && error.problem?.raw.code === MODULE_DISABLED_CODE
}

/** What the page says while the module is off (bind to `AppModuleDisabledState`). */
export const boardsModuleOff = {
  configurePermission: 'boards.configure',
  settingsPath: settingsPaths.boards,
  scope: 'boardsDesigner',
  testId: 'boards-module-disabled',
} as const
