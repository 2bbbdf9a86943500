import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ref } from 'vue'
import { ApiError } from '@/api'
import { useEntityForm } from '@/platform/composables/useEntityForm'
import { useEditFlow } from './useEditFlow'

const notifyError = vi.fn()
vi.mock('@/platform/composables/useNotify', () => ({
  useNotify: () => ({ error: notifyError, success: vi.fn(), warning: vi.fn(), info: vi.fn() }),
}))

interface Plan {
  Token: string
  Destructive: boolean
}

const STALE_PLAN = 'test.planStale'
const refusal = (status: number, issues: { Code: string; Message: string; Field?: string }[], data?: unknown) =>
  new ApiError({ kind: 'envelope', status, issues: issues.map((issue) => ({ Metadata: {}, ...issue })), data })

describe('useEditFlow', () => {
  beforeEach(() => notifyError.mockReset())

  it('stops at a failed validation before anything is sent', async () => {
    const save = vi.fn(async () => 'saved')
    const flow = useEditFlow({ validate: () => false, save, errors: {} })
    expect(await flow.run()).toBeUndefined()
    expect(save).not.toHaveBeenCalled()
  })

  it('saves at once when no plan is needed and nothing is asked', async () => {
    const run = vi.fn(async (): Promise<Plan> => ({ Token: 't', Destructive: true }))
    const onSaved = vi.fn()
    const flow = useEditFlow<Plan, string>({ plan: { when: () => false, run }, save: async (plan) => `saved with ${plan?.Token ?? 'none'}`, onSaved, errors: {} })
    expect(await flow.run()).toBe('saved with none')
    expect(run).not.toHaveBeenCalled()
    expect(onSaved).toHaveBeenCalledWith('saved with none')
  })

  it('plans, waits for the confirmation of a plan that asks for one, then saves on that plan', async () => {
    const save = vi.fn(async (plan: Plan | null) => plan?.Token ?? 'none')
    const flow = useEditFlow<Plan, string>({ plan: { run: async () => ({ Token: 'tok', Destructive: true }), confirm: (plan) => plan.Destructive }, save, errors: {} })
    expect(await flow.run()).toBeUndefined()
    expect(flow.confirming.value).toBe(true)
    expect(flow.plan.value?.Token).toBe('tok')
    expect(save).not.toHaveBeenCalled()

    expect(await flow.confirm()).toBe('tok')
    expect(flow.confirming.value).toBe(false)
    expect(flow.plan.value).toBeNull()
  })

  it('saves straight after a plan that asks for no confirmation', async () => {
    const save = vi.fn(async (plan: Plan | null) => plan?.Token ?? 'none')
    const flow = useEditFlow<Plan, string>({ plan: { run: async () => ({ Token: 'harmless', Destructive: false }), confirm: (plan) => plan.Destructive }, save, errors: {} })
    expect(await flow.run()).toBe('harmless')
    expect(flow.confirming.value).toBe(false)
  })

  it('asks a question without a plan, closes it when answered, and saves', async () => {
    let finish: (value: string) => void = () => undefined
    const flow = useEditFlow<never, string>({ confirm: () => true, save: () => new Promise((resolve) => (finish = resolve)), errors: {} })
    await flow.run()
    expect(flow.confirming.value).toBe(true)
    const saved = flow.confirm()
    expect(flow.confirming.value).toBe(false)
    expect(flow.saving.value).toBe(true)
    finish('saved')
    expect(await saved).toBe('saved')
  })

  it('keeps a confirmation open and marks it stale when the server refuses its plan as out of date, then plans again', async () => {
    let token = 0
    const save = vi.fn(async (plan: Plan | null) => {
      if (plan?.Token === 'tok-1') throw refusal(409, [{ Code: STALE_PLAN, Message: 'The data changed.' }])
      return 'saved'
    })
    const flow = useEditFlow<Plan, string>({ plan: { run: async () => ({ Token: `tok-${++token}`, Destructive: true }) }, save, staleCode: STALE_PLAN, errors: {} })
    await flow.run()
    expect(await flow.confirm()).toBeUndefined()
    expect(flow.confirming.value).toBe(true)
    expect(flow.stale.value).toBe(true)
    expect(notifyError).not.toHaveBeenCalled()

    await flow.replan()
    expect(flow.stale.value).toBe(false)
    expect(await flow.confirm()).toBe('saved')
    expect(save).toHaveBeenLastCalledWith({ Token: 'tok-2', Destructive: true })
  })

  it('previews without saving; the next run saves once the preview is no longer needed', async () => {
    const previewed = ref(false)
    const save = vi.fn(async () => 'saved')
    const flow = useEditFlow<string, string>({
      plan: {
        when: () => !previewed.value,
        run: async () => {
          previewed.value = true
          return 'impact'
        },
      },
      save,
      errors: {},
    })
    await flow.preview()
    expect(flow.plan.value).toBe('impact')
    expect(flow.confirming.value).toBe(false)
    expect(await flow.run()).toBe('saved')
  })

  it('asks about a previewed plan the step reuses and saves on it without planning again', async () => {
    const run = vi.fn(async (): Promise<Plan> => ({ Token: 'checked', Destructive: true }))
    const save = vi.fn(async (plan: Plan | null) => plan?.Token ?? 'none')
    const flow = useEditFlow<Plan, string>({ plan: { run, reuse: () => true, confirm: (plan) => plan.Destructive }, save, errors: {} })
    expect(await flow.preview()).toEqual({ Token: 'checked', Destructive: true })
    expect(await flow.run()).toBeUndefined()
    expect(flow.confirming.value).toBe(true)
    expect(await flow.confirm()).toBe('checked')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('plans again when the step does not reuse the previewed plan', async () => {
    let token = 0
    const run = vi.fn(async (): Promise<Plan> => ({ Token: `plan ${++token}`, Destructive: false }))
    const flow = useEditFlow<Plan, string>({ plan: { run, reuse: () => false, confirm: () => false }, save: async (plan) => plan?.Token ?? 'none', errors: {} })
    await flow.preview()
    expect(await flow.run()).toBe('plan 2')
  })

  it('sends a failed plan and a failed save to the notifier with their own context', async () => {
    const flow = useEditFlow<string, string>({
      plan: { run: async () => Promise.reject(new Error('no plan')), errorContextKey: 'test.planFailed' },
      save: async () => 'saved',
      errors: { errorContextKey: 'test.saveFailed' },
    })
    await flow.run()
    expect(notifyError).toHaveBeenCalledWith(new Error('no plan'), 'test.planFailed')
    expect(flow.busy.value).toBe(false)
  })

  it('does not start twice while busy', async () => {
    let finish: (value: string) => void = () => undefined
    const save = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    const flow = useEditFlow<never, string>({ save, errors: {} })
    const first = flow.run()
    expect(await flow.run()).toBeUndefined()
    finish('saved')
    expect(await first).toBe('saved')
    expect(save).toHaveBeenCalledTimes(1)
  })
})

describe('routing a failed save', () => {
  beforeEach(() => notifyError.mockReset())

  it('a 409 goes to the conflict route only with its code; another 409 is a failure', async () => {
    const conflict = vi.fn()
    const stale = refusal(409, [{ Code: 'workspace.concurrency.stale', Message: 'Stale.' }])
    const other = refusal(409, [{ Code: 'test.other', Message: 'Other.' }])
    const save = vi.fn<() => Promise<string>>()
    const flow = useEditFlow<never, string>({ save, errors: { conflict, conflictCode: 'workspace.concurrency.stale', errorContextKey: 'test.saveFailed' } })
    save.mockRejectedValueOnce(stale)
    await flow.run()
    expect(conflict).toHaveBeenCalledWith(stale)
    save.mockRejectedValueOnce(other)
    await flow.run()
    expect(notifyError).toHaveBeenCalledWith(other, 'test.saveFailed')
  })

  it('puts field issues on their fields (mapped by the screen) and tells the notifier only the rest', async () => {
    const fields = vi.fn()
    const error = refusal(400, [
      { Code: 'a', Message: 'On the file.', Field: 'Changes[0].Content' },
      { Code: 'b', Message: 'About nothing in particular.' },
    ])
    const flow = useEditFlow<never, string>({
      save: async () => Promise.reject(error),
      errors: { fields, fieldOf: (issue) => (issue.Field?.startsWith('Changes[0]') ? 'src/App.vue' : null) },
    })
    await flow.run()
    expect(fields).toHaveBeenCalledWith({ 'src/App.vue': ['On the file.'] }, error)
    const told = notifyError.mock.calls[0]?.[0] as ApiError
    expect(told.issues.map((issue) => issue.Message)).toEqual(['About nothing in particular.'])
  })
})

describe('an entity form through the flow', () => {
  beforeEach(() => notifyError.mockReset())

  interface Thing {
    Name: string
    RowVersion: string
  }
  const v1: Thing = { Name: 'Anna', RowVersion: 'rv-1' }
  const toValues = (thing: Thing | null) => ({ Name: thing?.Name ?? '' })

  it('opens the conflict dialog on a 409 and keeps the draft', async () => {
    const theirs = { Name: 'Bea', RowVersion: 'rv-2' }
    const form = useEntityForm({
      source: ref(v1),
      toValues,
      save: async () => Promise.reject(refusal(409, [{ Code: 'workspace.concurrency.stale', Message: 'Stale.' }], theirs)),
      guard: false,
    })
    form.values.Name = 'Anne'
    await form.save()
    expect(form.conflict.open.value).toBe(true)
    expect(form.conflict.theirs.value).toEqual({ Name: 'Bea' })
    expect(form.values.Name).toBe('Anne')
  })

  it('maps the field paths of the error envelope onto the form fields, and keeps the draft', async () => {
    const form = useEntityForm({
      source: ref(v1),
      toValues,
      save: async () => Promise.reject(refusal(400, [{ Code: 'x', Message: 'Too short.', Field: 'Name' }])),
      guard: false,
    })
    form.values.Name = 'A'
    await form.save()
    expect(form.errorsFor('Name')).toEqual(['Too short.'])
    expect(notifyError).not.toHaveBeenCalled()
    expect(form.values.Name).toBe('A')
    expect(form.hasEdits.value).toBe(true)
  })

  it('keeps the draft after a failed save that is neither a conflict nor about a field', async () => {
    const form = useEntityForm({ source: ref(v1), toValues, save: async () => Promise.reject(new Error('offline')), errorContextKey: 'test.saveFailed', guard: false })
    form.values.Name = 'Anne'
    await form.save()
    expect(notifyError).toHaveBeenCalledWith(new Error('offline'), 'test.saveFailed')
    expect(form.values.Name).toBe('Anne')
    expect(form.hasEdits.value).toBe(true)
  })

  it('saves through a confirmed plan with what the plan carries', async () => {
    const planSave = vi.fn(async (plan: Plan, values: { Name: string }) => ({ ...values, RowVersion: `rv-${plan.Token}` }))
    const form = useEntityForm<Thing, { Name: string }, Plan>({
      source: ref(v1),
      toValues,
      plan: { run: async () => ({ Token: 'tok', Destructive: true }), save: planSave },
      save: async () => Promise.reject(new Error('not without the plan')),
      guard: false,
    })
    form.values.Name = 'Anne'
    await form.save()
    expect(form.flow.confirming.value).toBe(true)
    await form.flow.confirm()
    expect(planSave).toHaveBeenCalledWith({ Token: 'tok', Destructive: true }, { Name: 'Anne' })
    expect(form.base.value?.RowVersion).toBe('rv-tok')
    expect(form.hasEdits.value).toBe(false)
  })
})
