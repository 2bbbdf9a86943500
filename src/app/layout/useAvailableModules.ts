import { computed, type ComputedRef } from 'vue'
import { findMissingAccess } from '../access'
import { moduleEntries, type ModuleEntry } from '../navigation'
import { useSessionStore } from '../session'

/** The module entries the signed-in user may open, per the profile's roles, permissions and modules. */
export function useAvailableModules(): ComputedRef<ModuleEntry[]> {
  const session = useSessionStore()
  return computed(() => (session.profile ? moduleEntries.filter((entry) => !findMissingAccess(entry, session)) : []))
}
