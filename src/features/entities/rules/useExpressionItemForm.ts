import { computed, ref, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { useEntityForm, type EntityForm } from '@/platform/composables/useEntityForm'
import type { ExpressionValidationResult } from '../api/expressions'
import { suggestFieldKey } from '../designer/fieldKeys'
import type { Problems } from './ruleForm'

/** What rules and statements have in common. */
export type ItemValues = Record<string, unknown> & { Name: string; DisplayName: string; Expression: string }

export interface ExpressionItemFormOptions<TItem extends { RowVersion?: string }, TValues extends ItemValues> {
  /** The saved item; null while creating one. */
  item: () => TItem | null
  toValues: (item: TItem | null) => TValues
  /** Checks before saving (see ruleForm.ts); the server stays the judge. */
  check: (values: TValues, isNew: boolean) => Problems
  save: (values: TValues, rowVersion: string | undefined) => Promise<TItem>
  onSaved: (saved: TItem, created: boolean) => void
  errorContextKey: string
}

export interface ExpressionItemForm<TItem, TValues extends ItemValues> {
  form: EntityForm<TItem, TValues>
  isNew: () => boolean
  /** What to show under a member: its own check once edited (or after a save was tried), and the server's. */
  errors: (member: string) => string[]
  /** The server's messages for one member as it names them (e.g. `MessageTranslations.de`). */
  serverErrors: (member: string) => string[]
  /**
   * What the expression editor shows besides its own check: `errors('Expression')` and any other
   * `expression.*` issue, less what its own check already says.
   */
  expressionErrors: () => string[]
  /** The expression editor's `validated` event. */
  onExpressionValidated: (result: ExpressionValidationResult | null) => void
  /** The editor's check found mistakes in the expression: saving waits until they are fixed (the server would refuse). */
  expressionInvalid: () => boolean
  valid: () => boolean
  /** Sets the Name the user typed; until then a new item's Name follows its display name. */
  setName: (name: string) => void
  submit: () => Promise<TItem | undefined>
}

const EXPRESSION_CODE = 'expression.'

/**
 * The edit form of one validation rule or statement: `useEntityForm` (RowVersion, server field
 * errors, the conflict flow, the unsaved-changes guard) plus the form's own checks, expression
 * issues for the expression editor. The dialog's item is a path segment: closing it or opening
 * another asks first while edits are unsaved (the platform's edit guard).
 */
export function useExpressionItemForm<TItem extends { RowVersion?: string }, TValues extends ItemValues>(
  options: ExpressionItemFormOptions<TItem, TValues>,
): ExpressionItemForm<TItem, TValues> {
  const { t } = useI18n()
  const isNew = () => options.item() === null
  /** Expression issues the server sent under another member (or none); shown in the editor too. */
  const looseExpressionIssues = ref<string[]>([])
  /** Each member's value as last sent: a message for a part of a member (`MessageTranslations.de`) stays while it is unchanged. */
  let sent: Record<string, string> = {}

  const form = useEntityForm<TItem, TValues>({
    source: options.item,
    toValues: options.toValues,
    save: async (values, rowVersion) => {
      looseExpressionIssues.value = []
      sent = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]))
      try {
        return await options.save(values, rowVersion)
      } catch (error) {
        if (error instanceof ApiError) {
          looseExpressionIssues.value = error.issues
            .filter((issue) => issue.Code.startsWith(EXPRESSION_CODE) && issue.Field?.toLowerCase() !== 'expression')
            .map((issue) => issue.Message)
        }
        throw error
      }
    },
    onSaved: (saved) => options.onSaved(saved, isNew()),
    errorContextKey: options.errorContextKey,
  })
  const { values } = form
  watch(
    () => values.Expression,
    () => (looseExpressionIssues.value = []),
  )

  const nameTouched = ref(!isNew())
  watch(
    () => values.DisplayName,
    (name) => {
      // Only while nothing is saved: a created item's Name is its own.
      if (!nameTouched.value && form.base.value === null) values.Name = suggestFieldKey(name)
    },
  )
  function setName(name: string): void {
    nameTouched.value = true
    values.Name = name
  }

  const attempted = ref(false)
  const problems = computed(() => options.check(values, isNew()))

  function serverErrors(member: string): string[] {
    const wanted = member.toLowerCase()
    const root = member.split('.')[0] ?? member
    // A whole member's messages go when it is edited (useEntityForm); a part's when its member changes.
    if (root !== member && JSON.stringify(values[root]) !== sent[root]) return []
    return Object.entries(form.fieldErrors.value).flatMap(([field, messages]) => (field.toLowerCase() === wanted ? messages : []))
  }

  function errors(member: string): string[] {
    const root = member.split('.')[0] ?? member
    const problem = attempted.value || root in form.edits.value ? problems.value[member] : undefined
    return [...(problem ? [t(problem.key, problem.params ?? {})] : []), ...serverErrors(member)]
  }

  const shownByEditor = ref<string[]>([])
  const invalidExpression = ref(false)
  function onExpressionValidated(result: ExpressionValidationResult | null): void {
    shownByEditor.value = (result?.Diagnostics ?? []).map((issue) => issue.Message)
    // No answer (a check still running or unreachable) blocks nothing: the server stays the judge.
    invalidExpression.value = result !== null && !result.IsValid
  }
  const expressionErrors = () =>
    [...new Set([...errors('Expression'), ...looseExpressionIssues.value])].filter((message) => !shownByEditor.value.includes(message))

  async function submit(): Promise<TItem | undefined> {
    attempted.value = true
    if (Object.keys(problems.value).length > 0 || invalidExpression.value || form.saving.value) return undefined
    return form.save()
  }

  return {
    form,
    isNew,
    errors,
    serverErrors,
    expressionErrors,
    onExpressionValidated,
    expressionInvalid: () => invalidExpression.value,
    valid: () => Object.keys(problems.value).length === 0 && !invalidExpression.value,
    setName,
    submit,
  }
}
