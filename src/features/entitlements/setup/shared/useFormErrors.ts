import { computed, ref, shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { EntityForm } from '@/platform/composables/useEntityForm'
import type { Problems } from './keys'

type Values = Record<string, unknown>

const rootOf = (member: string) => member.split(/[.[]/)[0] ?? member

/**
 * Messages beside the fields of a `useEntityForm`: the form's own finding once the member was edited
 * (or a save was tried), then the server's (`Limits[1].Key`, matched case-insensitively) while the
 * member is as it was sent.
 */
export function useFormErrors<TEntity, TValues extends Values>(form: EntityForm<TEntity, TValues>, check: (values: TValues) => Problems) {
  const { t } = useI18n()
  const attempted = ref(false)
  const problems = computed(() => check(form.values))
  const valid = computed(() => Object.keys(problems.value).length === 0)
  /** Each member as last sent: a server message about a part of it stays while the member is unchanged. */
  const sent = shallowRef<Record<string, string>>({})

  function serverErrors(member: string): string[] {
    const wanted = member.toLowerCase()
    const found = Object.entries(form.fieldErrors.value).flatMap(([field, messages]) => (field.toLowerCase() === wanted ? messages : []))
    const root = rootOf(member)
    if (root !== member && JSON.stringify(form.values[root]) !== sent.value[root]) return []
    return found
  }

  function errors(member: string): string[] {
    const problem = attempted.value || rootOf(member) in form.edits.value ? problems.value[member] : undefined
    return [...new Set([...(problem ? [t(problem.key, problem.params ?? {})] : []), ...serverErrors(member)])]
  }

  /** Saves when the form's own checks pass; false when they do not (the messages show). */
  async function submit(): Promise<TEntity | undefined> {
    attempted.value = true
    if (!valid.value || form.saving.value) return undefined
    sent.value = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, JSON.stringify(value)]))
    return form.save()
  }

  return { errors, valid, attempted, problems, submit }
}
