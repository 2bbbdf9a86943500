import { computed } from 'vue'
import { useSessionStore } from '@/app/session'

/** Administrators and configurators build; operators may also publish (docs/ui-project.md, Authentication item 8). */
export const BUILD_ROLES = ['Admin', 'Configurator']
export const PUBLISH_ROLES = ['Admin', 'Configurator', 'Operator']

/**
 * What the signed-in user may do with the UI project, exactly as the server decides it: start and
 * cancel builds needs Build and an administrator role; activate, deactivate, roll back, pin and
 * purge need Publish and one of the publishing roles. Screens offer nothing the server would refuse.
 */
export function useUiProjectAccess() {
  const session = useSessionStore()
  const canBuild = computed(() => session.hasPermission('uiproject.build') && session.hasAnyRole(BUILD_ROLES))
  const canPublish = computed(() => session.hasPermission('uiproject.publish') && session.hasAnyRole(PUBLISH_ROLES))
  return { canBuild, canPublish }
}
