import { ref, shallowRef, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { isApiError } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import { STALE_CODE } from '@/platform/composables/useEntityForm'
import { principalName, type Principal, type PrincipalKind } from '../components/principalKinds'

/** The delete mutation of a kind (useDeleteUser, useDeleteRole, useDeleteGroup). */
export interface DeleteMutation<T> {
  mutateAsync: (item: T) => Promise<unknown>
  isPending: Readonly<Ref<boolean>>
}

/** A delete confirmation: what it is open for, and the confirmed delete. */
export interface DeleteConfirm<T extends Principal> {
  kind: PrincipalKind
  target: Readonly<Ref<T | null>>
  open: Ref<boolean>
  removing: Readonly<Ref<boolean>>
  ask(item: T): void
  confirm(): Promise<void>
}

/**
 * The delete flow of the principal screens: which item the confirmation is open for, the delete
 * with its RowVersion, and what the user is told afterwards.
 */
export function useDeleteConfirm<T extends Principal>(
  kind: PrincipalKind,
  remove: DeleteMutation<T>,
  onDeleted?: (item: T) => void,
): DeleteConfirm<T> {
  const { t } = useI18n()
  const notify = useNotify()
  const target = shallowRef(null) as Ref<T | null>
  const open = ref(false)

  function ask(item: T): void {
    target.value = item
    open.value = true
  }

  async function confirm(): Promise<void> {
    const item = target.value
    if (!item) return
    try {
      await remove.mutateAsync(item)
      notify.success(t(`principals.${kind}.deleted`, { name: principalName(item) }))
      onDeleted?.(item)
    } catch (error) {
      // Changed since it was loaded: the delete mutation refetches the lists, so the user decides again on fresh data.
      if (isApiError(error) && error.hasCode(STALE_CODE)) notify.warning(t('principals.list.changedMeanwhile'))
      else notify.error(error, `principals.${kind}.deleteFailed`)
    } finally {
      open.value = false
    }
  }

  return { kind, target, open, removing: remove.isPending, ask, confirm }
}
