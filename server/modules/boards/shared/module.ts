import type { Db } from '../../../db'
import { forbidden } from '../../../http/errors'
import { getSettings } from '../../workspace'

export const moduleDisabledCode = 'serviceBoards.module.disabled'

/** Every board operation but the module switch itself answers 403 while the module is off. */
export async function requireBoardsModule(db: Db): Promise<void> {
  const settings = await getSettings(db)
  if (settings.modules.Boards.Enabled) return
  const error = forbidden('The Boards module is disabled for this workspace.', {})
  error.problem.code = moduleDisabledCode
  throw error
}
