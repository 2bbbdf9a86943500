import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useSessionStore } from '@/app/session'

/** As the server: function configuration (settings and versions, publications, HTTP endpoints) is changed by these roles only. */
export const CONFIGURATION_ROLES = ['Admin', 'Configurator']

/** Whether the user may change publications and endpoints, and why not (for tooltips and read-only dialogs). */
export function useConfigAccess() {
  const { t } = useI18n()
  const session = useSessionStore()
  const canConfigure = computed(() => session.hasAnyRole(CONFIGURATION_ROLES))
  const readOnlyReason = computed(() => (canConfigure.value ? null : t('functionOperations.config.readOnly')))
  return { canConfigure, readOnlyReason }
}
