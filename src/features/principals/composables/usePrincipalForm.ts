import { useRouter } from 'vue-router'
import { useI18n } from 'vue-i18n'
import { useEntityForm, type EntityFormOptions } from '@/platform/composables/useEntityForm'
import { useNotify } from '@/platform/composables/useNotify'
import { principalName, principalPath, type Principal, type PrincipalKind } from '../components/principalKinds'

/** The editable values every principal form has: the caller-supplied id and ExtendedData. */
export interface PrincipalFormValues extends Record<string, unknown> {
  Id: string
  ExtendedData: Record<string, string>
}

/** useEntityForm for a principal: says what was saved, and a created principal moves to its own address. */
export function usePrincipalForm<TEntity extends Principal, TValues extends PrincipalFormValues>(
  kind: PrincipalKind,
  options: Omit<EntityFormOptions<TEntity, TValues>, 'onSaved' | 'errorContextKey'> & { isNew: () => boolean },
) {
  const { t } = useI18n()
  const router = useRouter()
  const notify = useNotify()
  return useEntityForm<TEntity, TValues>({
    ...options,
    onSaved: (entity) => {
      notify.success(t(`principals.${kind}.saved`, { name: principalName(entity) }))
      if (options.isNew()) void router.replace(principalPath(kind, entity.Id))
    },
    errorContextKey: `principals.${kind}.saveFailed`,
  })
}
