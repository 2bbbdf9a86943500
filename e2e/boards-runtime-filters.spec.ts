import { describeViolations, expect, test, type ApiHelper } from './fixtures'
import { addItem, createBoard, enableBoardsModule, uniqueBoardKey } from './fixtures/boards'
import { addField, FieldType, getDefinition, primaryTableId } from './fixtures/entities'
import { BoardRuntimePage } from './pages/BoardRuntimePage'

/** A board with a Priority choice field and three items in its first column. */
async function arrangeBoard(api: ApiHelper) {
  await enableBoardsModule(api)
  const board = await createBoard(api, { Key: uniqueBoardKey('flt'), DisplayName: 'Filtered orders' })
  const definition = await getDefinition(api, board.DataEntityDefinitionId)
  await addField(api, primaryTableId(definition), {
    Key: 'priority', DisplayName: 'Priority', FieldType: FieldType.Select,
    Options: [{ Key: 'low', Value: 'Low' }, { Key: 'high', Value: 'High' }],
  })
  await addItem(api, board.Key, { Subject: 'Gate frame', Fields: { priority: 'high' } })
  await addItem(api, board.Key, { Subject: 'Hinges', Fields: { priority: 'low' } })
  await addItem(api, board.Key, { Subject: 'Paint the gate', Fields: {} })
  return board
}

test.describe('board search and filters', () => {
  test('narrows the columns by search and field value, keeps them in the URL and clears them', async ({ page, signInAs, api, axe }) => {
    const board = await arrangeBoard(api)
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'operator', '/')
    await runtime.open()
    const todo = runtime.column('To do').getByTestId('board-card')
    await expect(todo).toHaveCount(3)

    await runtime.search.fill('gate')
    await expect(page).toHaveURL(/[?&]q=gate/)
    await expect(todo).toHaveCount(2)
    await expect(runtime.filterChips).toHaveText(['Search: gate'])

    await runtime.filterByField('Priority', 'High')
    await expect(page).toHaveURL(/field=priority(%3A|:)high/)
    await expect(todo).toHaveCount(1)
    await expect(todo).toContainText('Gate frame')
    await expect(runtime.column('To do').getByTestId('column-count')).toContainText('1 / 3')
    await expect(runtime.column('Done').getByTestId('column-empty')).toHaveText('No matching items')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // The link reproduces the view; Back returns to the one before.
    await page.reload()
    await expect(todo).toHaveCount(1)
    await expect(runtime.search).toHaveValue('gate')
    await page.goBack()
    await expect(todo).toHaveCount(2)
    await page.goForward()
    await expect(todo).toHaveCount(1)

    await runtime.filterByDue('No due date')
    await expect(runtime.filterChips).toHaveText(['Search: gate', 'Priority: High', 'No due date'])
    await runtime.removeChip('Priority: High')
    await expect(todo).toHaveCount(2)

    await runtime.search.fill('nothing like this')
    await expect(page.getByTestId('board-no-matches')).toContainText('No items on this board match')
    await runtime.clearFilters()
    await expect(todo).toHaveCount(3)
    await expect(runtime.filterChips).toHaveCount(0)
    await expect(runtime.search).toHaveValue('')
  })
})
