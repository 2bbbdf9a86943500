import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { notifications } from '@/composables/notifications'
import { STALE_CODE } from '@/composables/useEntityForm'
import { flush, renderWithApp } from '@/test/render'
import PrincipalDeleteDialog from './PrincipalDeleteDialog.vue'

const group = { Id: 'grp-1', RowVersion: '6f1c9a52-1d3e-4c1b-9a55-1f2e3d4c5b6a', Name: 'Service desk' }

async function render(remove: (item: { Id: string; RowVersion: string }) => Promise<unknown>) {
  const { wrapper } = await renderWithApp(PrincipalDeleteDialog, {
    props: {
      modelValue: true,
      item: group,
      remove,
      removing: false,
      title: 'Delete responsibility group?',
      text: 'The group Service desk will be deleted.',
      deletedMessage: 'Group Service desk deleted.',
      failedKey: 'principals.groups.deleteFailed',
    },
  })
  await flush()
  return wrapper
}

async function clickDelete(): Promise<void> {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')]
  buttons.find((button) => button.textContent?.trim() === 'Delete')?.click()
  await flush()
}

describe('PrincipalDeleteDialog', () => {
  it('deletes the item it was opened for, reports it and closes', async () => {
    const removed: unknown[] = []
    const wrapper = await render(async (item) => removed.push(item))
    await clickDelete()
    expect(removed).toEqual([group])
    expect(wrapper.emitted('deleted')).toEqual([[group]])
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([false])
    expect(notifications.map((n) => [n.kind, n.text])).toEqual([['success', 'Group Service desk deleted.']])
  })

  it('explains a stale delete instead of failing silently, and deletes nothing', async () => {
    const stale = new ApiError({
      kind: 'envelope',
      status: 409,
      issues: [{ Code: STALE_CODE, Message: 'The group was changed.', Metadata: {} }],
    })
    const wrapper = await render(() => Promise.reject(stale))
    await clickDelete()
    expect(wrapper.emitted('deleted')).toBeUndefined()
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([false])
    expect(notifications).toHaveLength(1)
    expect(notifications[0]?.kind).toBe('warning')
    expect(notifications[0]?.text).toContain('changed by someone else in the meantime')
  })

  it('reports any other failure with what failed', async () => {
    const forbidden = new ApiError({ kind: 'problem', status: 403, problem: { title: 'Forbidden', status: 403 } })
    await render(() => Promise.reject(forbidden))
    await clickDelete()
    expect(notifications[0]?.kind).toBe('error')
    expect(notifications[0]?.text).toContain('Deleting the group failed')
  })
})
