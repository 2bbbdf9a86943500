import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { createIdempotencyKey } from '@/platform/edit/idempotencyKey'
import { issueEntitlement } from '../../api/runtime'
import type { EntitlementDetail, EntitlementIssueRequest } from '../../entitlements.types'
import { entitlementsKeys } from '../../queryKeys'
import { generalMessages, RuntimeCode } from '../entitlementErrors'

/**
 * Issuing one entitlement. The IdempotencyKey is made once per dialog (one intent) and goes with every
 * try, so a retry after a network failure answers the entitlement the first try may have issued.
 */
export function useIssue() {
  const client = useQueryClient()
  const { t } = useI18n()
  const idempotencyKey = createIdempotencyKey()
  const saving = ref(false)
  const fieldErrors = ref<Record<string, string[]>>({})
  const generalErrors = ref<string[]>([])

  async function submit(request: Omit<EntitlementIssueRequest, 'IdempotencyKey'>): Promise<EntitlementDetail | null> {
    if (saving.value) return null
    saving.value = true
    fieldErrors.value = {}
    generalErrors.value = []
    try {
      const detail = await issueEntitlement({ ...request, IdempotencyKey: idempotencyKey.current() })
      client.setQueryData(entitlementsKeys.runtime.detail(detail.Id), detail)
      void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.lists })
      return detail
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        generalErrors.value = [t('entitlementsRuntime.issue.networkRetry')]
      } else if (error instanceof ApiError && error.hasCode(RuntimeCode.keyReused)) {
        // The first try did issue one (with the values before this edit): a new try is a new entitlement.
        idempotencyKey.renew()
        generalErrors.value = [t('entitlementsRuntime.issue.alreadyIssued')]
        void client.invalidateQueries({ queryKey: entitlementsKeys.runtime.lists })
      } else if (error instanceof ApiError && error.kind === 'envelope') {
        fieldErrors.value = error.fieldErrors()
        generalErrors.value = error.generalIssues().map((issue) => issue.Message).filter(Boolean)
      } else {
        generalErrors.value = generalMessages(error)
      }
      return null
    } finally {
      saving.value = false
    }
  }

  return { submit, saving, fieldErrors, generalErrors }
}
