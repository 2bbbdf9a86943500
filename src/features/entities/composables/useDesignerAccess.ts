import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { useSessionStore } from '@/app/session'
import type { EntityDefinition } from '../api/entities.types'

export interface DesignerAccess {
  /** The signed-in user may change this definition now. */
  canEdit: ComputedRef<boolean>
  /** Why not, for a notice; null when they may. */
  readOnlyReason: ComputedRef<string | null>
}

/**
 * Who may change a definition's schema: Admin or Configurator holding entities.configure (what the
 * API asks of every schema write), and only while the definition is not frozen for deletion.
 */
export function useDesignerAccess(definition: () => EntityDefinition | null | undefined): DesignerAccess {
  const { t } = useI18n()
  const session = useSessionStore()
  const mayConfigure = computed(() => session.hasAnyRole(['Admin', 'Configurator']) && session.hasPermission('entities.configure'))
  const readOnlyReason = computed(() => {
    if (!mayConfigure.value) return t('entityRules.access.noRole')
    if (definition()?.IsPendingDeletion) return t('entityRules.access.frozen')
    return null
  })
  return { canEdit: computed(() => readOnlyReason.value === null), readOnlyReason }
}
