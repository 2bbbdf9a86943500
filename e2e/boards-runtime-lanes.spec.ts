import { describeViolations, expect, test } from './fixtures'
import { addItem, addTransition, createBoard, enableBoardsModule, statusByKey, uniqueBoardKey } from './fixtures/boards'
import { addField, FieldType, getDefinition, primaryTableId } from './fixtures/entities'
import { BoardRuntimePage } from './pages/BoardRuntimePage'

test.describe('board swimlanes', () => {
  test('groups the board by a choice field, moves a card within its lane and refuses another lane', async ({ page, signInAs, api, axe }) => {
    await enableBoardsModule(api)
    let board = await createBoard(api, { Key: uniqueBoardKey('lan'), DisplayName: 'Laned orders' })
    board = await addTransition(api, board.Id, { FromBoardStatusId: statusByKey(board, 'open').Id, ToBoardStatusId: statusByKey(board, 'in-progress').Id })
    const definition = await getDefinition(api, board.DataEntityDefinitionId)
    await addField(api, primaryTableId(definition), {
      Key: 'priority', DisplayName: 'Priority', FieldType: FieldType.Select,
      Options: [{ Key: 'low', Value: 'Low' }, { Key: 'high', Value: 'High' }],
    })
    await addItem(api, board.Key, { Subject: 'Gate frame', Fields: { priority: 'high' } })
    await addItem(api, board.Key, { Subject: 'Hinges', Fields: { priority: 'low' } })
    await addItem(api, board.Key, { Subject: 'Paint', Fields: {} })

    // Tall enough for two lanes in view: a drag goes from one to the other.
    await page.setViewportSize({ width: 1440, height: 1400 })
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'operator', '/')
    await runtime.open()
    await runtime.groupBy('Priority')
    await expect(page).toHaveURL(/groupBy=field(%3A|:)priority/)
    await expect(page.getByTestId('board-lane')).toHaveCount(3)
    await expect(runtime.laneColumn('High', 'To do').getByTestId('board-card')).toHaveText([/Gate frame/])
    await expect(runtime.laneColumn('No value', 'To do').getByTestId('board-card')).toHaveText([/Paint/])
    await expect(runtime.lane('Low').getByTestId('lane-count')).toHaveText('one item')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // Within its lane the usual move.
    await runtime.startDragOverLane('Gate frame', 'High', 'In progress')
    await expect(runtime.laneColumn('High', 'In progress')).toHaveAttribute('data-verdict', 'allowed')
    const [moved] = await Promise.all([runtime.waitForMove(), page.mouse.up()])
    expect(moved.status()).toBe(200)
    await expect(runtime.laneColumn('High', 'In progress').getByTestId('board-card')).toHaveText([/Gate frame/])

    // Into another lane: refused, and said why.
    let moves = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/move')) moves++
    })
    await runtime.startDragOverLane('Hinges', 'High', 'In progress')
    await expect(runtime.laneColumn('High', 'In progress').getByTestId('lane-refusal')).toContainText('This card is not in “High”')
    await page.mouse.up()
    await expect(runtime.laneColumn('Low', 'To do').getByTestId('board-card')).toHaveText([/Hinges/])
    expect(moves).toBe(0)

    // The grouping is in the link.
    await page.reload()
    await expect(page.getByTestId('board-lane')).toHaveCount(3)
  })
})
