import { computed } from 'vue'
import { useSessionStore } from '@/app/session'
import { useSourceProject } from '@/platform/source-project/context'

/** Administrators and configurators build; operators may also publish (docs/ui-project.md, Authentication item 8). */
export const BUILD_ROLES = ['Admin', 'Configurator']
export const PUBLISH_ROLES = ['Admin', 'Configurator', 'Operator']

/**
 * What the signed-in user may do with the project, exactly as the server decides it: start and
 * cancel builds needs Build and an administrator role; activate, deactivate, roll back, pin and
 * purge need Publish and one of the publishing roles. Screens offer nothing the server would refuse.
 */
export function useUiProjectAccess() {
  const session = useSessionStore()
  const { permissions } = useSourceProject()
  const canBuild = computed(() => session.hasPermission(permissions.build) && session.hasAnyRole(BUILD_ROLES))
  const canPublish = computed(() => session.hasPermission(permissions.publish) && session.hasAnyRole(PUBLISH_ROLES))
  return { canBuild, canPublish }
}
