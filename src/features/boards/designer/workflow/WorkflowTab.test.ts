import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush } from '@/test/render'
import { makeBoard, makeStatus, makeTransition } from '@/test/boards/designerData'
import { BOARD_URL, bodyOf, cleanUp, buttonIn, chooseMenuItem, dialog, fail, field, ok, renderDesigner, settle, signInConfigurator, type } from '@/test/boards/designer'

vi.mock('./graph/WorkflowGraph.vue', async () => ({ __esModule: true, default: (await import('../../../../test/boards/designer')).GraphStub }))

afterEach(cleanUp)

const WORKFLOW = '/boards/board-1/design/workflow'

// The first test also loads the designer's chunks.
describe('workflow tab', { timeout: 20_000 }, () => {
  it('lists the lint findings with a link to what they are about, and is clean once fixed', async () => {
    signInConfigurator()
    const board = makeBoard()
    board.Statuses.push(makeStatus('review', { SortOrder: 4, DisplayName: 'Review' }))
    const { wrapper } = await renderDesigner(WORKFLOW, board)
    const panel = wrapper.get('[data-testid="lint-panel"]')
    expect(panel.get('[data-testid="lint-unreachable"]').text()).toContain('Review cannot be reached from an Initial status.')
    expect(panel.get('[data-testid="lint-unreachable"] a').attributes('href')).toBe(`${WORKFLOW}?status=review`)
    expect(panel.get('[data-testid="lint-noWayOut"]').text()).toContain('Review has no active way out')
    cleanUp()

    const clean = await renderDesigner(WORKFLOW, makeBoard())
    expect(clean.wrapper.get('[data-testid="lint-panel"]').text()).toContain('Nothing to fix')
  })

  it('says how many open items a status would strand before deactivating it, then saves it inactive', async () => {
    signInConfigurator()
    const board = makeBoard()
    board.Statuses[1] = { ...board.Statuses[1]!, OpenItemCount: 2, CurrentItemCount: 2 }
    const saved = makeBoard()
    saved.Statuses[1] = { ...board.Statuses[1]!, IsActive: false }
    const { calls } = await renderDesigner(WORKFLOW, board, { [`PUT ${BOARD_URL}/statuses/doing`]: ok(saved) })
    buttonIn(document, 'More for Doing').click()
    await flush()
    await chooseMenuItem('Deactivate')
    expect(dialog().textContent).toContain('2 open items are in Doing; they stay there, and no item can move into it.')
    buttonIn(dialog(), 'Deactivate').click()
    await flush()
    const put = calls.find((call) => call.method === 'PUT')
    expect(bodyOf(put)).toMatchObject({ Key: 'doing', IsActive: false, RowVersion: board.Statuses[1]!.RowVersion })
  })

  it('warns before deactivating a transition that is its status’s only way out', async () => {
    signInConfigurator()
    const board = makeBoard()
    board.Statuses[1] = { ...board.Statuses[1]!, OpenItemCount: 3 }
    await renderDesigner(WORKFLOW, board)
    buttonIn(document, 'More for doing → done').click()
    await flush()
    await chooseMenuItem('Deactivate')
    expect(dialog().textContent).toContain('doing → done is the only way on for the open items of its status: 3 items would be stuck.')
  })

  it('checks link prerequisite counts on their row, and puts the server’s row message there too', async () => {
    signInConfigurator()
    const board = makeBoard()
    board.Transitions[0] = makeTransition('t1', 'open', 'doing', {
      LinkPrerequisites: [
        { Id: 'p1', LinkType: 0, Direction: 0, TargetBoardId: 'board-1', TargetBoardTargetDefinitionId: 'target-none', MinimumCount: 1, MaximumCount: null, RowVersion: 'x' },
      ],
    })
    const { calls } = await renderDesigner(`${WORKFLOW}?transition=t1`, board, {
      'GET /api/workspace/admin/boards/boards': ok([{ Id: 'board-1', DisplayName: 'Support' }]),
      [`PUT ${BOARD_URL}/transitions/t1`]: fail(400, [{ Code: 'serviceBoards.admin.validation.invalid', Message: 'MinimumCount must be at least 1.', Field: 'LinkPrerequisites[0].MinimumCount' }]),
    })
    const form = dialog()
    const row = form.querySelector<HTMLElement>('[data-testid="prerequisite-0"]')!
    await type(field(row, 'At least'), '3')
    await type(field(row, 'At most'), '2')
    expect(row.textContent).toContain('Empty, or a whole number not below “At least”.')
    buttonIn(form, 'Save').click()
    await flush()
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)

    await type(field(row, 'At most'), '4')
    buttonIn(form, 'Save').click()
    await settle()
    expect(bodyOf(calls.find((call) => call.method === 'PUT'))).toMatchObject({ LinkPrerequisites: [{ Id: 'p1', MinimumCount: 3, MaximumCount: 4 }] })
    await vi.waitFor(() => expect(row.textContent).toContain('MinimumCount must be at least 1.'))
  })

  it('asks for a reason when deleting a status and says how many items keep it', async () => {
    signInConfigurator()
    const board = makeBoard()
    const { calls } = await renderDesigner(WORKFLOW, board, {
      [`DELETE ${BOARD_URL}/statuses/doing`]: {
        status: 409,
        body: { Success: false, Data: board, Errors: [{ Code: 'serviceBoards.admin.statusHasItems', Message: 'Items are in it.', Metadata: { count: '4' } }], Warnings: null },
      },
    })
    buttonIn(document, 'More for Doing').click()
    await flush()
    await chooseMenuItem('Delete')
    await type(field(dialog(), 'Reason (kept with the status)'), 'Merged into review')
    buttonIn(dialog(), 'Delete').click()
    await settle()
    expect(new URL(calls.find((call) => call.method === 'DELETE')!.url).searchParams.get('reason')).toBe('Merged into review')
    expect(dialog().querySelector('[data-testid="status-delete-refused"]')?.textContent).toContain('4 items are in this status: move them first.')
  })
})
