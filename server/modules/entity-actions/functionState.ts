import type { Db } from '../../db'
import { functionAtVersion, type CatalogFunction } from '../functions'
import type { StoredAction } from './actions.repo'

/** The function an action runs, at its pinned version (or the current one), and whether it may run now. */
export type FunctionState =
  | { runnable: true; fn: CatalogFunction }
  | { runnable: false; reason: 'FunctionDisabled' | 'FunctionUnavailable' }

export async function functionStateOf(db: Db, action: Pick<StoredAction, 'functionId' | 'functionVersionId'>): Promise<FunctionState> {
  const fn = await functionAtVersion(db, action.functionId, action.functionVersionId)
  if (!fn) return { runnable: false, reason: 'FunctionUnavailable' }
  if (!fn.isEnabled) return { runnable: false, reason: 'FunctionDisabled' }
  return { runnable: true, fn }
}
