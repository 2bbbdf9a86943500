import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { adjustQuantity, storeEntitlement } from '../../api/runtime'
import type { EntitlementDetail, EntitlementQuantityAdjustRequest } from '../../api/entitlements.types'
import { generalMessages, RuntimeCode } from '../entitlementErrors'
import { createAdjustKey } from './replayKey'

export type AdjustValues = Omit<EntitlementQuantityAdjustRequest, 'IdempotencyKey'>

/** Why the dialog must show a new preview before anything is sent again. */
export type AdjustConflict = 'stale' | 'keyReused' | 'notAdjustable'

/**
 * Sending one adjust dialog's request. The IdempotencyKey is made when the dialog opens and goes
 * with every try of the same values, so a retry after a lost answer is applied once (the server
 * answers the first result). A 409 carries the entitlement as it is now: `onCurrent` gets it, so the
 * dialog previews against the new balance, and the next send is a new intent with a new key.
 */
export function useAdjust(entitlementId: () => string, onCurrent: (detail: EntitlementDetail) => void, makeKey?: () => string) {
  const client = useQueryClient()
  const { t } = useI18n()
  const key = createAdjustKey(makeKey)
  const sending = ref(false)
  const fieldErrors = ref<Record<string, string[]>>({})
  const generalErrors = ref<string[]>([])
  /** The last try got no answer: the same request may be sent again safely. */
  const networkFailed = ref(false)
  const conflict = ref<AdjustConflict | null>(null)

  async function send(values: AdjustValues): Promise<EntitlementDetail | null> {
    if (sending.value) return null
    sending.value = true
    fieldErrors.value = {}
    generalErrors.value = []
    conflict.value = null
    const idempotencyKey = key.keyFor(values)
    try {
      const detail = await adjustQuantity(entitlementId(), { ...values, IdempotencyKey: idempotencyKey })
      networkFailed.value = false
      storeEntitlement(client, detail)
      return detail
    } catch (error) {
      networkFailed.value = error instanceof ApiError && error.kind === 'network'
      if (networkFailed.value) generalErrors.value = [t('entitlementsRuntime.adjust.networkRetry')]
      else handleRefusal(error)
      return null
    } finally {
      sending.value = false
    }
  }

  function handleRefusal(error: unknown): void {
    const current = error instanceof ApiError && error.isConflict ? (error.data as EntitlementDetail | null | undefined) : null
    if (current?.Id) {
      storeEntitlement(client, current)
      onCurrent(current)
    }
    if (error instanceof ApiError && error.isConflict) {
      key.renew()
      conflict.value = error.hasCode(RuntimeCode.stale)
        ? 'stale'
        : error.hasCode(RuntimeCode.keyReused)
          ? 'keyReused'
          : error.hasCode(RuntimeCode.notAdjustable)
            ? 'notAdjustable'
            : null
      if (!conflict.value) generalErrors.value = generalMessages(error)
      return
    }
    if (error instanceof ApiError && error.kind === 'envelope') {
      fieldErrors.value = error.fieldErrors()
      generalErrors.value = error.generalIssues().map((issue) => issue.Message).filter(Boolean)
      return
    }
    generalErrors.value = generalMessages(error)
  }

  return { send, sending, fieldErrors, generalErrors, networkFailed, conflict, currentKey: key.current }
}
