import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { createIdempotencyKey } from '@/platform/edit/idempotencyKey'
import { useEditFlow } from '@/platform/edit/useEditFlow'
import { adjustQuantity, storeEntitlement } from '../../api/runtime'
import type { EntitlementDetail, EntitlementQuantityAdjustRequest } from '../../entitlements.types'
import { generalMessages, RuntimeCode } from '../entitlementErrors'

export type AdjustValues = Omit<EntitlementQuantityAdjustRequest, 'IdempotencyKey'>

/** Why the dialog must show a new preview before anything is sent again. */
export type AdjustConflict = 'stale' | 'keyReused' | 'notAdjustable'

export interface AdjustOptions {
  entitlementId: () => string
  /** The dialog's own checks; false sends nothing. */
  validate: () => Promise<boolean>
  /** The request the dialog shows a preview of (null when there is none). */
  request: () => AdjustValues | null
  /** A 409 carried the entitlement as it is now. */
  onCurrent: (detail: EntitlementDetail) => void
  makeKey?: () => string
}

/**
 * Sending one adjust dialog's request through the edit flow. The IdempotencyKey is made when the
 * dialog opens and goes with every try of the same values, so a retry after a lost answer is applied
 * once (the server answers the first result). A 409 carries the entitlement as it is now: `onCurrent`
 * gets it, so the dialog previews against the new balance, and the next send is a new intent with a
 * new key. The dialog shows every refusal itself, beside its fields or above them.
 */
export function useAdjust(options: AdjustOptions) {
  const client = useQueryClient()
  const { t } = useI18n()
  const key = createIdempotencyKey(options.makeKey)
  const fieldErrors = ref<Record<string, string[]>>({})
  const generalErrors = ref<string[]>([])
  /** The last try got no answer: the same request may be sent again safely. */
  const networkFailed = ref(false)
  const conflict = ref<AdjustConflict | null>(null)

  function refusedAsStale(error: ApiError): void {
    networkFailed.value = false
    const current = error.data as EntitlementDetail | null | undefined
    if (current?.Id) {
      storeEntitlement(client, current)
      options.onCurrent(current)
    }
    key.renew()
    conflict.value = error.hasCode(RuntimeCode.stale)
      ? 'stale'
      : error.hasCode(RuntimeCode.keyReused)
        ? 'keyReused'
        : error.hasCode(RuntimeCode.notAdjustable)
          ? 'notAdjustable'
          : null
    if (!conflict.value) generalErrors.value = generalMessages(error)
  }

  const flow = useEditFlow<never, EntitlementDetail>({
    validate: async () => (await options.validate()) && options.request() !== null,
    save: async () => {
      const values = options.request()
      if (!values) throw new Error('There is no adjustment to send.')
      fieldErrors.value = {}
      generalErrors.value = []
      conflict.value = null
      const detail = await adjustQuantity(options.entitlementId(), { ...values, IdempotencyKey: key.keyFor(values) })
      networkFailed.value = false
      storeEntitlement(client, detail)
      return detail
    },
    errors: {
      conflict: refusedAsStale,
      fields: (byField) => {
        networkFailed.value = false
        fieldErrors.value = byField
      },
      other: (error) => {
        networkFailed.value = error instanceof ApiError && error.kind === 'network'
        generalErrors.value = networkFailed.value ? [t('entitlementsRuntime.adjust.networkRetry')] : generalMessages(error)
      },
    },
  })

  return { send: flow.run, sending: flow.saving, fieldErrors, generalErrors, networkFailed, conflict, currentKey: key.current }
}
