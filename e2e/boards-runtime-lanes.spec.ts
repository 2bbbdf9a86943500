import { describeViolations, expect, test } from './fixtures'
import {
  addItem, addResponsibility, addTransition, createBoard, enableBoardsModule, setItemResponsibility, statusByKey, SubjectType, uniqueBoardKey,
} from './fixtures/boards'
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

  test('groups the board by assignee, with a lane for items nobody is responsible for', async ({ page, signInAs, api }) => {
    await enableBoardsModule(api)
    let board = await createBoard(api, { Key: uniqueBoardKey('asg'), DisplayName: 'Assigned orders' })
    board = await addTransition(api, board.Id, { FromBoardStatusId: statusByKey(board, 'open').Id, ToBoardStatusId: statusByKey(board, 'in-progress').Id })
    await addResponsibility(api, board.Id, { Key: 'assignee', DisplayName: 'Assignee' })
    const gate = await addItem(api, board.Key, { Subject: 'Gate frame' })
    const hinges = await addItem(api, board.Key, { Subject: 'Hinges' })
    await addItem(api, board.Key, { Subject: 'Paint' })
    await setItemResponsibility(api, board.Key, gate.Id, 'assignee', [{ SubjectType: SubjectType.User, SubjectId: 'usr-operator' }])
    await setItemResponsibility(api, board.Key, hinges.Id, 'assignee', [{ SubjectType: SubjectType.User, SubjectId: 'usr-admin' }])

    // Tall enough for the second lane's columns to be in view: the drag goes within them.
    await page.setViewportSize({ width: 1440, height: 1400 })
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'operator', '/')
    await runtime.open()
    await runtime.groupBy('Assignee')
    await expect(page).toHaveURL(/groupBy=assignee/)
    // A lane per person by name, then the one for nobody.
    await expect(page.getByTestId('lane-toggle')).toHaveText([/^Ada Admin/, /^Olivia Operator/, /^Nobody responsible/])
    await expect(runtime.laneColumn('Olivia Operator', 'To do').getByTestId('board-card')).toHaveText([/Gate frame/])
    await expect(runtime.laneColumn('Ada Admin', 'To do').getByTestId('board-card')).toHaveText([/Hinges/])
    await expect(runtime.laneColumn('Nobody responsible', 'To do').getByTestId('board-card')).toHaveText([/Paint/])
    await expect(page.getByTestId('lane-count')).toHaveText(['one item', 'one item', 'one item'])

    // Within its lane the usual move.
    await runtime.startDragOverLane('Gate frame', 'Olivia Operator', 'In progress')
    await expect(runtime.laneColumn('Olivia Operator', 'In progress')).toHaveAttribute('data-verdict', 'allowed')
    const [moved] = await Promise.all([runtime.waitForMove(), page.mouse.up()])
    expect(moved.status()).toBe(200)
    await expect(runtime.laneColumn('Olivia Operator', 'In progress').getByTestId('board-card')).toHaveText([/Gate frame/])
    await expect(runtime.laneColumn('Olivia Operator', 'To do').getByTestId('board-card')).toHaveCount(0)
    await expect(runtime.lane('Olivia Operator').getByTestId('lane-count')).toHaveText('one item')

    // The grouping is in the link.
    await page.reload()
    await expect(page).toHaveURL(/groupBy=assignee/)
    await expect(page.getByTestId('lane-toggle')).toHaveText([/^Ada Admin/, /^Olivia Operator/, /^Nobody responsible/])
    await expect(runtime.laneColumn('Olivia Operator', 'In progress').getByTestId('board-card')).toHaveText([/Gate frame/])
    await expect(runtime.laneColumn('Nobody responsible', 'To do').getByTestId('board-card')).toHaveText([/Paint/])
  })
})
