import { describe, expect, it, vi, beforeEach } from 'vitest'
import { nextTick, ref } from 'vue'
import { ApiError } from '@/api'
import { useEntityForm } from './useEntityForm'

const notifyError = vi.fn()
vi.mock('./useNotify', () => ({
  useNotify: () => ({ error: notifyError, success: vi.fn(), warning: vi.fn(), info: vi.fn() }),
}))

interface Thing {
  Id: string
  Name: string
  Email: string | null
  RowVersion: string
}

const v1: Thing = { Id: 't1', Name: 'Anna', Email: 'anna@example.test', RowVersion: 'rv-1' }

function toValues(thing: Thing | null) {
  return { Name: thing?.Name ?? '', Email: thing?.Email ?? null }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useEntityForm', () => {
  beforeEach(() => notifyError.mockReset())

  it('stages edits over the loaded resource and saves them with its RowVersion', async () => {
    const save = vi.fn(async (values: ReturnType<typeof toValues>) => ({ ...v1, ...values, RowVersion: 'rv-2' }))
    const form = useEntityForm({ source: ref(v1), toValues, save, guard: false })

    expect(form.hasEdits.value).toBe(false)
    form.values.Name = 'Anna B.'
    expect(form.values.Name).toBe('Anna B.')
    expect(form.hasEdits.value).toBe(true)

    await form.save()
    expect(save).toHaveBeenCalledWith({ Name: 'Anna B.', Email: 'anna@example.test' }, 'rv-1')
    expect(form.hasEdits.value).toBe(false)
    expect(form.base.value?.RowVersion).toBe('rv-2')
  })

  it('is not dirty after typing a value back to what was loaded', () => {
    const form = useEntityForm({ source: ref(v1), toValues, save: vi.fn(), guard: false })
    form.values.Name = 'X'
    form.values.Name = 'Anna'
    expect(form.hasEdits.value).toBe(false)
  })

  it('shows issues that name a member as field errors, not as a notification', async () => {
    const error = new ApiError({
      kind: 'envelope',
      status: 400,
      issues: [{ Code: 'workspace.validation.invalid', Message: 'Email is not valid.', Field: 'Email', Metadata: {} }],
    })
    const form = useEntityForm({ source: ref(v1), toValues, save: vi.fn().mockRejectedValue(error), guard: false })
    form.values.Email = 'nope'

    await form.save()
    expect(form.errorsFor('Email')).toEqual(['Email is not valid.'])
    expect(notifyError).not.toHaveBeenCalled()
    expect(form.hasEdits.value).toBe(true)

    form.values.Email = 'nope2'
    expect(form.errorsFor('Email')).toEqual([])
  })

  it('notifies only the issues no field shows when both kinds come', async () => {
    const error = new ApiError({
      kind: 'envelope',
      status: 400,
      issues: [
        { Code: 'workspace.validation.invalid', Message: 'Email is not valid.', Field: 'Email', Metadata: {} },
        { Code: 'workspace.rule', Message: 'Name and email do not fit.', Metadata: {} },
      ],
    })
    const form = useEntityForm({ source: ref(v1), toValues, save: vi.fn().mockRejectedValue(error), errorContextKey: 'x.saveFailed', guard: false })
    await form.save()
    expect(form.errorsFor('Email')).toEqual(['Email is not valid.'])
    const [notified, context] = notifyError.mock.calls[0] as [ApiError, string]
    expect(notified.issues.map((issue) => issue.Message)).toEqual(['Name and email do not fit.'])
    expect([notified.status, context]).toEqual([400, 'x.saveFailed'])
  })

  it('sends other failures to the notifier', async () => {
    const error = new ApiError({ kind: 'network' })
    const form = useEntityForm({
      source: ref(v1),
      toValues,
      save: vi.fn().mockRejectedValue(error),
      errorContextKey: 'x.saveFailed',
      guard: false,
    })
    await form.save()
    expect(notifyError).toHaveBeenCalledWith(error, 'x.saveFailed')
  })

  it('on a stale RowVersion opens the conflict with theirs beside mine and keeps my edits', async () => {
    const theirs: Thing = { ...v1, Name: 'Anna from elsewhere', RowVersion: 'rv-9' }
    const stale = new ApiError({
      kind: 'envelope',
      status: 409,
      issues: [{ Code: 'workspace.concurrency.stale', Message: 'Stale.', Metadata: {} }],
      data: theirs,
    })
    const save = vi.fn().mockRejectedValueOnce(stale).mockResolvedValueOnce({ ...theirs, Email: 'me@x.test', RowVersion: 'rv-10' })
    const form = useEntityForm({ source: ref(v1), toValues, save, guard: false })
    form.values.Email = 'me@x.test'

    await form.save()
    expect(form.conflict.open.value).toBe(true)
    expect(form.conflict.theirs.value).toEqual({ Name: 'Anna from elsewhere', Email: 'anna@example.test' })
    expect(form.conflict.yours.value).toEqual({ Name: 'Anna', Email: 'me@x.test' })
    expect(notifyError).not.toHaveBeenCalled()

    form.conflict.keepMine()
    expect(form.conflict.open.value).toBe(false)
    expect(form.values.Email).toBe('me@x.test')
    expect(form.values.Name).toBe('Anna from elsewhere')
    expect(form.hasEdits.value).toBe(true)

    await form.save()
    expect(save).toHaveBeenLastCalledWith({ Name: 'Anna from elsewhere', Email: 'me@x.test' }, 'rv-9')
    expect(form.hasEdits.value).toBe(false)
  })

  it('take theirs discards my edits', async () => {
    const theirs: Thing = { ...v1, Name: 'Other', RowVersion: 'rv-9' }
    const stale = new ApiError({
      kind: 'envelope',
      status: 409,
      issues: [{ Code: 'workspace.concurrency.stale', Message: 'Stale.', Metadata: {} }],
    })
    const refetch = vi.fn().mockResolvedValue(theirs)
    const form = useEntityForm({ source: ref(v1), toValues, save: vi.fn().mockRejectedValue(stale), refetch, guard: false })
    form.values.Email = 'me@x.test'
    await form.save()
    expect(refetch).toHaveBeenCalled()

    form.conflict.takeTheirs()
    expect(form.hasEdits.value).toBe(false)
    expect(form.values.Name).toBe('Other')
    expect(form.base.value?.RowVersion).toBe('rv-9')
  })

  it('stays dirty when the user edited while the save was in flight', async () => {
    const pending = deferred<Thing>()
    const form = useEntityForm({ source: ref(v1), toValues, save: () => pending.promise, guard: false })
    form.values.Name = 'First'
    const saving = form.save()
    expect(form.saving.value).toBe(true)

    form.values.Email = 'typed@during.save'
    pending.resolve({ ...v1, Name: 'First', RowVersion: 'rv-2' })
    await saving

    expect(form.hasEdits.value).toBe(true)
    expect(form.edits.value).toEqual({ Email: 'typed@during.save' })
    expect(form.values.Name).toBe('First')
  })

  it('follows a refetched resource only while there are no edits', async () => {
    const source = ref<Thing>(v1)
    const form = useEntityForm({ source, toValues, save: vi.fn(), guard: false })
    source.value = { ...v1, Name: 'Refetched', RowVersion: 'rv-2' }
    await nextTick()
    expect(form.values.Name).toBe('Refetched')

    form.values.Email = 'mine@x.test'
    source.value = { ...v1, Name: 'Again', RowVersion: 'rv-3' }
    await nextTick()
    expect(form.base.value?.RowVersion).toBe('rv-2')
  })
})
