import { computed, onScopeDispose, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useQuery } from '@tanstack/vue-query'
import { testFilePolicy } from '../api/fileSettings'
import type { FilePolicyDraft, FilePolicyTestRequest } from '../api/fileSettings.types'
import { fileSettingsKeys } from '../api/queryKeys'

export const POLICY_TEST_DEBOUNCE_MS = 250

export interface PolicyTestInput {
  fileName: string
  /** Empty: ask which types the rules allow for the name. */
  mimeType: string
  leadingBytesBase64: string | null
}

/**
 * The verdict for what the tester holds: asked a moment after typing stops, against the unsaved
 * policy (`draft`) when there is one. A newer question cancels the older request (vue-query aborts
 * the signal of a query nobody observes any more); the last verdict stays shown, marked not current.
 */
export function usePolicyTest(
  input: MaybeRefOrGetter<PolicyTestInput>,
  draft: MaybeRefOrGetter<FilePolicyDraft | null>,
  enabled: MaybeRefOrGetter<boolean> = true,
) {
  const current = computed<FilePolicyTestRequest | null>(() => {
    const { fileName, mimeType, leadingBytesBase64 } = toValue(input)
    if (!toValue(enabled) || fileName.trim() === '') return null
    return { FileName: fileName, MimeType: mimeType.trim() || null, LeadingBytesBase64: leadingBytesBase64, Draft: toValue(draft) }
  })
  const asked = shallowRef<FilePolicyTestRequest | null>(current.value)
  let timer: ReturnType<typeof setTimeout> | undefined
  watch(current, (request) => {
    clearTimeout(timer)
    timer = setTimeout(() => (asked.value = request), POLICY_TEST_DEBOUNCE_MS)
  })
  onScopeDispose(() => clearTimeout(timer))

  const query = useQuery({
    queryKey: computed(() => fileSettingsKeys.policyTest(asked.value ?? { FileName: '' })),
    queryFn: ({ signal }) => {
      const request = asked.value
      if (!request) throw new Error('nothing to test')
      return testFilePolicy(request, signal)
    },
    enabled: computed(() => asked.value !== null),
    placeholderData: keepPreviousData,
    retry: false,
  })

  /** True when the verdict shown answers exactly what the tester holds now. */
  const isCurrent = computed(
    () =>
      current.value !== null &&
      JSON.stringify(current.value) === JSON.stringify(asked.value) &&
      query.data.value !== undefined &&
      !query.isPlaceholderData.value &&
      !query.isFetching.value,
  )
  const verdict = computed(() => (current.value === null ? undefined : query.data.value))
  const testedDraft = computed(() => asked.value?.Draft != null)
  /** The verdict shown was given for the rules shown, so its RuleIndex points at the right rule. */
  const forShownRules = computed(
    () =>
      verdict.value !== undefined &&
      !query.isPlaceholderData.value &&
      JSON.stringify(asked.value?.Draft ?? null) === JSON.stringify(toValue(draft)),
  )

  return { verdict, isCurrent, testedDraft, forShownRules, isFetching: query.isFetching, error: query.error }
}
