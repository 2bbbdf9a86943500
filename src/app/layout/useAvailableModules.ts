import { computed, type ComputedRef } from 'vue'
import { findMissingAccess } from '../access'
import { moduleEntries, type ModuleEntry } from '../navigation'
import { useSessionStore } from '../session'

export interface AvailableModules {
  /** Modules the signed-in user may open, per the profile's roles, permissions and modules. */
  offered: ModuleEntry[]
  /** Modules the user would have but this version does not build yet (shown as coming, not as links). */
  coming: ModuleEntry[]
}

/** The module entries for the navigation and the home page, split into offered and coming. */
export function useAvailableModules(): ComputedRef<AvailableModules> {
  const session = useSessionStore()
  return computed(() => {
    const accessible = session.profile ? moduleEntries.filter((entry) => !findMissingAccess(entry, session)) : []
    return { offered: accessible.filter((entry) => !entry.planned), coming: accessible.filter((entry) => entry.planned) }
  })
}
