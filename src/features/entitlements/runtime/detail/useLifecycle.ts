import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError, EntitlementLifecycleAction, EntitlementSourceType } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import { createIdempotencyKey } from '@/platform/edit/idempotencyKey'
import { applyLifecycle, renewEntitlement, storeEntitlement } from '../../api/runtime'
import type { EntitlementDetail, EntitlementRenewalOperation } from '../../entitlements.types'
import { entitlementsKeys } from '../../queryKeys'
import { entitlementErrorText, RuntimeCode } from '../entitlementErrors'

export type LifecycleActionName = 'suspend' | 'resume' | 'cancel' | 'revoke'

export const lifecycleActions: Record<LifecycleActionName, EntitlementLifecycleAction> = {
  suspend: EntitlementLifecycleAction.Suspend,
  resume: EntitlementLifecycleAction.Resume,
  cancel: EntitlementLifecycleAction.Cancel,
  revoke: EntitlementLifecycleAction.Revoke,
}

/**
 * Suspend, resume, cancel, revoke and renew, each with the RowVersion the user saw. A 409 carries the
 * entitlement as it is now: it replaces the shown one and the message says to look again.
 */
export function useLifecycle(detail: () => EntitlementDetail) {
  const client = useQueryClient()
  const notify = useNotify()
  const { t } = useI18n()
  const busy = ref(false)
  const error = ref<string | null>(null)
  // One renewal intent per opening of its confirmation: a retry after a lost answer renews once.
  const renewKey = createIdempotencyKey()

  function refused(caught: unknown): void {
    const current = caught instanceof ApiError && caught.isConflict ? (caught.data as EntitlementDetail | null | undefined) : null
    if (current?.Id) storeEntitlement(client, current)
    error.value =
      caught instanceof ApiError && caught.hasCode(RuntimeCode.stale) ? t('entitlementsRuntime.actions.stale') : entitlementErrorText(caught)
  }

  async function apply(name: LifecycleActionName, reason: string): Promise<boolean> {
    busy.value = true
    error.value = null
    try {
      const current = detail()
      const saved = await applyLifecycle(current.Id, { Action: lifecycleActions[name], RowVersion: current.RowVersion, ReasonText: reason.trim() || null })
      storeEntitlement(client, saved)
      notify.success(t(`entitlementsRuntime.actions.done.${name}`, { number: saved.EntitlementNumber }))
      return true
    } catch (caught) {
      refused(caught)
      return false
    } finally {
      busy.value = false
    }
  }

  async function renew(): Promise<EntitlementRenewalOperation | null> {
    busy.value = true
    error.value = null
    const current = detail()
    try {
      const operation = await renewEntitlement(current.Id, {
        RowVersion: current.RowVersion,
        SourceType: EntitlementSourceType.Manual,
        SourceData: null,
        IdempotencyKey: renewKey.current(),
      })
      renewKey.renew()
      notify.success(t('entitlementsRuntime.renewals.done', { number: operation.SuccessorEntitlementNumber ?? '' }))
      return operation
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.kind === 'network')) renewKey.renew()
      refused(caught)
      return null
    } finally {
      // Refused renewals are recorded too: the tab and the entitlement show them.
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.entitlement(current.Id) })
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.lists })
      busy.value = false
    }
  }

  return { apply, renew, busy, error, clearError: () => (error.value = null) }
}
