import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError, EntitlementSourceType } from '@/api'
import { createIdempotencyKey } from '@/platform/edit/idempotencyKey'
import { reverseLedgerEntry, storeEntitlement } from '../../api/runtime'
import type { EntitlementDetail } from '../../entitlements.types'
import { entitlementErrorText, RuntimeCode } from '../entitlementErrors'
import type { LedgerEntry } from '../runtime.types'

/**
 * Reversing one ledger entry, guarded by the limit's RowVersion. One IdempotencyKey per confirmation
 * (`begin()`), reused when the same confirmation is sent again after a lost answer.
 */
export function useReverse(detail: () => EntitlementDetail) {
  const client = useQueryClient()
  const { t } = useI18n()
  const busy = ref(false)
  const error = ref<string | null>(null)
  const networkFailed = ref(false)
  const key = createIdempotencyKey()

  function begin(): void {
    key.renew()
    error.value = null
    networkFailed.value = false
  }

  async function reverse(entry: LedgerEntry, reasonText: string): Promise<EntitlementDetail | null> {
    busy.value = true
    error.value = null
    const current = detail()
    const limit = current.Limits.find((candidate) => candidate.Id === entry.EntitlementLimitId)
    try {
      const saved = await reverseLedgerEntry(current.Id, entry.Id, {
        RowVersion: limit?.RowVersion ?? null,
        ReasonCode: null,
        ReasonText: reasonText.trim() || null,
        IdempotencyKey: key.current(),
        SourceType: EntitlementSourceType.Manual,
        SourceData: null,
      })
      networkFailed.value = false
      storeEntitlement(client, saved)
      return saved
    } catch (caught) {
      networkFailed.value = caught instanceof ApiError && caught.kind === 'network'
      if (networkFailed.value) {
        error.value = t('entitlementsRuntime.ledger.reverseNetwork')
        return null
      }
      const now = caught instanceof ApiError && caught.isConflict ? (caught.data as EntitlementDetail | null | undefined) : null
      if (now?.Id) storeEntitlement(client, now)
      key.renew()
      error.value = caught instanceof ApiError && caught.hasCode(RuntimeCode.stale) ? t('entitlementsRuntime.ledger.reverseStale') : entitlementErrorText(caught)
      return null
    } finally {
      busy.value = false
    }
  }

  return { begin, reverse, busy, error, networkFailed }
}
