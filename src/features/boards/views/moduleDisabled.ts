import { ApiError } from '@/api'
import { MODULE_DISABLED_CODE } from '../boards.types'

/** The 403 every board operation answers while the Boards module is switched off. */
export function isModuleDisabled(error: unknown): boolean {
  return error instanceof ApiError && error.isForbidden && error.problem?.raw.code === MODULE_DISABLED_CODE
}
