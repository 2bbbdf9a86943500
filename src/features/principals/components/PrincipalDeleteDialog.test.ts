import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref, type Ref } from 'vue'
import { ApiError } from '@/api'
import { notifications } from '@/platform/composables/notifications'
import { STALE_CODE } from '@/platform/composables/useEntityForm'
import { flush, renderWithApp } from '@/test/render'
import { useDeleteConfirm } from '../composables/useDeleteConfirm'
import type { ResponsibilityGroup } from '../api/principals.types'
import PrincipalDeleteDialog from './PrincipalDeleteDialog.vue'

const group = { Id: 'grp-1', RowVersion: '6f1c9a52-1d3e-4c1b-9a55-1f2e3d4c5b6a', Name: 'Service desk' } as ResponsibilityGroup

/** A screen that asks to delete `group` with the given delete and records what was deleted. */
async function render(remove: (item: ResponsibilityGroup) => Promise<unknown>) {
  const deleted: ResponsibilityGroup[] = []
  const screen: { open?: Ref<boolean> } = {}
  const Screen = defineComponent({
    setup() {
      const confirm = useDeleteConfirm('groups', { mutateAsync: remove, isPending: ref(false) }, (item) => deleted.push(item))
      screen.open = confirm.open
      confirm.ask(group)
      return () => h(PrincipalDeleteDialog, { confirm })
    },
  })
  await renderWithApp(Screen)
  await flush()
  return { deleted, open: screen.open as Ref<boolean> }
}

async function clickDelete(): Promise<void> {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')]
  buttons.find((button) => button.textContent?.trim() === 'Delete')?.click()
  await flush()
}

describe('PrincipalDeleteDialog with useDeleteConfirm', () => {
  it('deletes the item it was opened for, reports it and closes', async () => {
    const removed: unknown[] = []
    const { deleted, open } = await render(async (item) => removed.push(item))
    expect(document.querySelector('.v-overlay')?.textContent).toContain('The group Service desk will be deleted.')
    await clickDelete()
    expect(removed).toEqual([group])
    expect(deleted).toEqual([group])
    expect(open.value).toBe(false)
    expect(notifications.map((n) => [n.kind, n.text])).toEqual([['success', 'Group Service desk deleted.']])
  })

  it('explains a stale delete instead of failing silently, and deletes nothing', async () => {
    const stale = new ApiError({
      kind: 'envelope',
      status: 409,
      issues: [{ Code: STALE_CODE, Message: 'The group was changed.', Metadata: {} }],
    })
    const { deleted, open } = await render(() => Promise.reject(stale))
    await clickDelete()
    expect(deleted).toEqual([])
    expect(open.value).toBe(false)
    expect(notifications).toHaveLength(1)
    expect(notifications[0]?.kind).toBe('warning')
    expect(notifications[0]?.text).toContain('changed by someone else in the meantime')
  })

  it('reports any other failure with what failed', async () => {
    const forbidden = new ApiError({ kind: 'problem', status: 403 })
    await render(() => Promise.reject(forbidden))
    await clickDelete()
    expect(notifications[0]?.kind).toBe('error')
    expect(notifications[0]?.text).toContain('Deleting the group failed')
  })
})
