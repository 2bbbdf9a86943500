/**
 * The editor's open tabs, remembered for the browser tab's session: leaving the source screen and
 * coming back (or reloading) opens the same files again, those the working copy still has.
 */
const STORAGE_KEY = 'workspace-admin.ui-project.open-tabs'

export interface OpenTabs {
  openPaths: string[]
  activePath: string | null
}

export function readOpenTabs(): OpenTabs {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<OpenTabs> | null
    const openPaths = Array.isArray(parsed?.openPaths) ? parsed.openPaths.filter((path): path is string => typeof path === 'string') : []
    const activePath = typeof parsed?.activePath === 'string' ? parsed.activePath : null
    return { openPaths, activePath }
  } catch {
    return { openPaths: [], activePath: null }
  }
}

export function rememberOpenTabs(tabs: OpenTabs): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs))
  } catch {
    // Storage full or refused: the tabs are then only kept while the screen is open.
  }
}
