import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { BOARD, makeItem, makeModel, ok } from '@/test/boards/runtime'
import AddItemDialog from './AddItemDialog.vue'

afterEach(() => vi.unstubAllGlobals())

/** Answers the add request: the first try never arrives (network down), later tries create the item once. */
function flakyServer() {
  const posts: { OperationKey: string; Subject: string }[] = []
  const created = new Map<string, string>()
  let tries = 0
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    if (request.method === 'POST' && url.pathname === `/api/workspace/boards/${BOARD}/items`) {
      const body = JSON.parse(await request.text()) as { OperationKey: string; Subject: string }
      posts.push(body)
      tries++
      // The first try reaches the server and creates the item, but its answer is lost.
      if (!created.has(body.OperationKey)) created.set(body.OperationKey, `item-${created.size + 1}`)
      if (tries === 1) throw new TypeError('Failed to fetch')
      const item = makeItem(created.get(body.OperationKey)!, created.size, 'st-open', {})
      return new Response(JSON.stringify(ok(item).body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    return new Response(JSON.stringify(ok([]).body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetchStub, posts, created }
}

async function render() {
  const server = flakyServer()
  vi.stubGlobal('fetch', server.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(AddItemDialog, { props: { boardIdOrKey: BOARD, model: makeModel(), statusId: null } })
  await flush()
  const dialog = document.querySelector('[data-testid="add-item-dialog"]') as HTMLElement
  return { wrapper, dialog, server }
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  input.value = value
  input.dispatchEvent(new Event('input'))
}

describe('AddItemDialog', () => {
  it('retries after a network failure with the same OperationKey, so the item is created once', async () => {
    const { wrapper, dialog, server } = await render()
    expect(dialog.textContent).toContain('New item in To do')
    type(dialog.querySelector('input') as HTMLInputElement, 'Ship the spare parts')
    await flush()
    const save = dialog.querySelector('[data-testid="add-item-save"]') as HTMLButtonElement

    save.click()
    await flush()
    await flush()
    expect(dialog.textContent).toContain('could not be reached, so the item may or may not have been added')
    expect(wrapper.emitted('created')).toBeUndefined()

    save.click()
    await flush()
    await flush()
    expect(server.posts).toHaveLength(2)
    expect(server.posts[1]!.OperationKey).toBe(server.posts[0]!.OperationKey)
    expect(server.posts[1]).toEqual(server.posts[0])
    expect(server.created.size).toBe(1)
    const created = wrapper.emitted('created') as [{ Id: string }][]
    expect(created).toHaveLength(1)
    expect(created[0]![0].Id).toBe('item-1')
    wrapper.unmount()
  })

  it('sends what the user filled in: subject, description, due date, no target for a board without targets', async () => {
    const { wrapper, dialog, server } = await render()
    type(dialog.querySelector('input') as HTMLInputElement, 'Call the customer')
    type(dialog.querySelector('textarea') as HTMLTextAreaElement, 'About the delivery')
    type(dialog.querySelector('input[type="date"]') as HTMLInputElement, '2026-04-02')
    await flush()
    ;(dialog.querySelector('[data-testid="add-item-save"]') as HTMLButtonElement).click()
    await flush()
    await flush()
    expect(server.posts[0]).toMatchObject({
      Subject: 'Call the customer',
      Description: 'About the delivery',
      TargetKind: 0,
      TargetModelId: null,
      TargetObjectId: null,
      TargetBoardStatusId: null,
      DueDate: '2026-04-02',
      DueTime: null,
      Fields: {},
    })
    expect(dialog.querySelector('label')?.textContent).not.toContain('For')
    wrapper.unmount()
  })

  it('does not send without a subject', async () => {
    const { wrapper, dialog, server } = await render()
    ;(dialog.querySelector('[data-testid="add-item-save"]') as HTMLButtonElement).click()
    await flush()
    await flush()
    expect(server.posts).toHaveLength(0)
    expect(dialog.textContent).toContain('Required')
    wrapper.unmount()
  })
})
