import { computed } from 'vue'
import { useSessionStore } from '@/app/session'
import { useSourceProject } from '@/platform/source-project/context'

/** Roles the server lets change the source (with the permission below). */
export const SOURCE_ROLES = ['Admin', 'Configurator']

/**
 * Whether the signed-in user may change the project's source: Manage source and an administrator
 * role, what the server asks of every revision write. Without it the screens are read-only and offer
 * no save, template, generator or upload.
 */
export function useSourceAccess() {
  const session = useSessionStore()
  const { permissions } = useSourceProject()
  const canManage = computed(() => session.hasPermission(permissions.manageSource) && session.hasAnyRole(SOURCE_ROLES))
  return { canManage }
}
