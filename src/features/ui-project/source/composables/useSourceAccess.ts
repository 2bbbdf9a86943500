import { computed } from 'vue'
import { useSessionStore } from '@/app/session'

/** Roles the server lets change the source (with the permission below). */
export const SOURCE_ROLES = ['Admin', 'Configurator']
export const SOURCE_PERMISSION = 'uiproject.source.manage'

/**
 * Whether the signed-in user may change the UI project's source: Manage source and an administrator
 * role, what the server asks of every revision write. Without it the screens are read-only and offer
 * no save, template, generator or upload.
 */
export function useSourceAccess() {
  const session = useSessionStore()
  const canManage = computed(() => session.hasPermission(SOURCE_PERMISSION) && session.hasAnyRole(SOURCE_ROLES))
  return { canManage }
}
