import { describeViolations, expect, test, type ApiHelper } from './fixtures'
import {
  addItem,
  addTransition,
  createBoard,
  enableBoardsModule,
  LinkDirection,
  LinkType,
  noTargetDefinitionId,
  statusByKey,
  uniqueBoardKey,
} from './fixtures/boards'
import { patternedBytes, uploadThroughApi, type RecordResource } from './fixtures/files'
import { BoardRuntimePage } from './pages/BoardRuntimePage'

/**
 * A board To do → In progress → Done where Done needs one related item on a second board
 * ("Suppliers"), and In progress has no way back.
 */
async function arrangeBoard(api: ApiHelper) {
  await enableBoardsModule(api)
  const suppliers = await createBoard(api, { Key: uniqueBoardKey('sup'), DisplayName: 'Suppliers' })
  let board = await createBoard(api, { Key: uniqueBoardKey('ord'), DisplayName: 'Orders' })
  board = await addTransition(api, board.Id, { FromBoardStatusId: statusByKey(board, 'open').Id, ToBoardStatusId: statusByKey(board, 'in-progress').Id })
  board = await addTransition(api, board.Id, {
    FromBoardStatusId: statusByKey(board, 'in-progress').Id,
    ToBoardStatusId: statusByKey(board, 'done').Id,
    LinkPrerequisites: [
      {
        LinkType: LinkType.Related,
        Direction: LinkDirection.Outgoing,
        TargetBoardId: suppliers.Id,
        TargetBoardTargetDefinitionId: noTargetDefinitionId(suppliers),
        MinimumCount: 1,
      },
    ],
  })
  return { board, suppliers }
}

test.describe('board runtime', () => {
  test('adds items, drags a card to an allowed column and sees a refused column explained while dragging', async ({ page, signInAs, api }) => {
    const { board } = await arrangeBoard(api)
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'admin', '/')
    await runtime.open()
    await expect(runtime.columns.getByRole('heading', { level: 2 })).toHaveText(['To do', 'In progress', 'Done'])

    await runtime.addItem('Frame for the north gate')
    await runtime.addItem('Hinges, stainless')
    await expect(runtime.column('To do').getByTestId('board-card')).toHaveCount(2)
    await expect(runtime.card('Frame for the north gate')).toContainText(`${board.Key.toUpperCase()}-1`)

    // Allowed: To do → In progress, outlined as soon as the drag starts.
    await runtime.startDragOver('Frame for the north gate', 'In progress')
    await expect(runtime.column('In progress')).toHaveAttribute('data-verdict', 'allowed')
    await expect(runtime.column('Done')).toHaveAttribute('data-verdict', 'refused')
    const [moved] = await Promise.all([runtime.waitForMove(), page.mouse.up()])
    expect(moved.status()).toBe(200)
    await expect(runtime.column('In progress').getByTestId('board-card')).toHaveCount(1)
    await expect(runtime.column('To do').getByTestId('board-card')).toHaveCount(1)
    await expect(runtime.live).toHaveText(/moved from To do to In progress/)

    // Refused: In progress → Done needs a related item on Suppliers; In progress → To do has no transition.
    await runtime.startDragOver('Frame for the north gate', 'Done')
    await expect(runtime.column('Done')).toHaveAttribute('data-verdict', 'refused')
    await expect(runtime.column('To do')).toHaveAttribute('data-verdict', 'refused')
    await expect(runtime.column('In progress')).toHaveAttribute('data-verdict', 'source')
    await expect(runtime.refusal('Done')).toContainText('needs 1 more related item on Suppliers: 0 of min 1')
    await page.mouse.up()
    // Let go over the refused column: nothing moved, the explanation stays until closed.
    await expect(runtime.refusal('Done')).toBeVisible()
    await expect(runtime.column('In progress').getByTestId('board-card')).toHaveCount(1)
  })

  test('edits board data in a second tab and gets the conflict dialog when saving in the first', async ({ page, context, signInAs, api }) => {
    const { board } = await arrangeBoard(api)
    const item = await addItem(api, board.Key, { Subject: 'Paint the gate' })
    const first = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'admin', '/')
    await first.open(`?item=${item.Id}`)
    await expect(first.drawer.getByLabel('Subject')).toHaveValue('Paint the gate')

    const secondPage = await context.newPage()
    const second = new BoardRuntimePage(secondPage, board.Key)
    await second.open(`?item=${item.Id}`)
    await second.drawer.getByLabel('Subject').fill('Paint the gate green')
    await Promise.all([second.waitFor('PUT', /\/board-data$/), second.drawer.getByTestId('data-save').click()])
    await expect(secondPage.getByText(`${item.Card.Number} was saved.`)).toBeVisible()

    await first.drawer.getByLabel('Subject').fill('Paint the gate red')
    const [stale] = await Promise.all([first.waitFor('PUT', /\/board-data$/), first.drawer.getByTestId('data-save').click()])
    expect(stale.status()).toBe(409)
    const conflict = page.getByRole('dialog', { name: 'Changed by someone else' })
    await expect(conflict).toContainText('Paint the gate green')
    await expect(conflict).toContainText('Paint the gate red')
    await conflict.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(first.drawer.getByLabel('Subject')).toHaveValue('Paint the gate red')
    const [saved] = await Promise.all([first.waitFor('PUT', /\/board-data$/), first.drawer.getByTestId('data-save').click()])
    expect(saved.status()).toBe(200)
    await expect(first.card('Paint the gate red')).toBeVisible()
  })

  test("changes an item's status from the drawer, where a refused status says why", async ({ page, signInAs, api }) => {
    const { board } = await arrangeBoard(api)
    await addItem(api, board.Key, { Subject: 'Gate paint' })
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'admin', '/')
    await runtime.open()
    await runtime.openItem('Gate paint')

    await runtime.drawer.getByRole('button', { name: 'Change the status (now To do)' }).click()
    const menu = page.getByTestId('move-menu')
    const targets = menu.getByTestId('move-target')
    await expect(targets.filter({ hasText: 'Done' })).toContainText('There is no active transition from To do to Done.')
    // The statuses alone: opening and reordering are the card's menu.
    await expect(menu).not.toContainText('Move up')
    const [moved] = await Promise.all([runtime.waitForMove(), targets.filter({ hasText: 'In progress' }).click()])
    expect(moved.status()).toBe(200)
    await expect(runtime.drawer.getByRole('button', { name: 'Change the status (now In progress)' })).toBeVisible()
    await expect(runtime.column('In progress').getByTestId('board-card')).toHaveCount(1)
  })

  test('reads the audit trail as a timeline, and the board and the drawer pass an axe scan', async ({ page, signInAs, api, axe }) => {
    const { board } = await arrangeBoard(api)
    const item = await addItem(api, board.Key, { Subject: 'Order bolts' })
    await api.data('POST', `/api/workspace/boards/${board.Key}/items/${item.Id}/move`, { BoardStatusId: statusByKey(board, 'in-progress').Id, RowVersion: item.RowVersion })
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'admin', '/')
    await runtime.open()
    await expect(runtime.card('Order bolts')).toBeVisible()
    const boardViolations = await axe(page)
    expect(boardViolations, describeViolations(boardViolations)).toEqual([])

    await runtime.openItem('Order bolts')
    await runtime.tab('Audit').click()
    await expect(page).toHaveURL(/itemTab=audit/)
    const timeline = runtime.drawer.getByTestId('audit-timeline')
    await expect(timeline.getByRole('listitem').first()).toContainText('Ada Admin moved it from To do to In progress')
    await expect(timeline).toContainText('Ada Admin added it to To do')
    const drawerViolations = await axe(page)
    expect(drawerViolations, describeViolations(drawerViolations)).toEqual([])
  })

  test('shows the process attachments of an item and moves one to the trash through the board', async ({ page, signInAs, api }) => {
    const { board } = await arrangeBoard(api)
    const item = await addItem(api, board.Key, { Subject: 'Delivery note' })
    const resource = { ModuleKey: 'boards', ResourceKind: 'BoardItem', ContextResourceId: board.Id, ResourceObjectId: item.Id }
    // The helper is typed for entity records; the files API takes a board item as owner the same way.
    await uploadThroughApi(api, resource as unknown as RecordResource, 'delivery note.pdf', 'application/pdf', patternedBytes('%PDF-1.4\n', 1024))
    await uploadThroughApi(api, resource as unknown as RecordResource, 'call notes.txt', 'text/plain', Buffer.from('Called the supplier.\n'))
    const runtime = new BoardRuntimePage(page, board.Key)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', '/')
    await runtime.open(`?item=${item.Id}&itemTab=files`)
    const row = runtime.drawer.getByRole('row').filter({ hasText: 'delivery note.pdf' })
    await expect(row).toBeVisible()
    // Every row's actions lie inside the drawer, the text file's as well.
    const drawerBox = (await runtime.drawer.boundingBox())!
    for (const name of ['delivery note.pdf', 'call notes.txt']) {
      for (const action of ['Download', 'Rename', 'Move']) {
        const button = runtime.drawer.getByRole('button', { name: new RegExp(`^${action} ${name}`) })
        const box = (await button.boundingBox())!
        expect(box.x + box.width, `${action} of ${name}`).toBeLessThanOrEqual(drawerBox.x + drawerBox.width)
      }
    }
    await expect(runtime.drawer.getByRole('row').filter({ hasText: 'call notes.txt' })).toContainText('Ada Admin')
    const [removed] = await Promise.all([
      runtime.waitFor('DELETE', /\/process-attachments\/[^/]+$/),
      runtime.drawer.getByRole('button', { name: 'Move delivery note.pdf to the trash' }).click(),
    ])
    expect(removed.status()).toBe(200)
    await expect(row).toHaveCount(0)
  })

  test('the demo board fits a wide screen without the page overflowing, and a phone scrolls the columns, not the page', async ({ page, signInAs }) => {
    const runtime = new BoardRuntimePage(page, 'support')
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', '/')
    await runtime.open()
    await expect(runtime.columns).toHaveCount(5)
    const pageWidth = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
    let widths = await pageWidth()
    expect(widths.page).toBeLessThanOrEqual(widths.window)
    for (const column of await runtime.columns.all()) {
      const box = (await column.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(1440)
    }

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(runtime.column('New')).toBeVisible()
    widths = await pageWidth()
    expect(widths.page).toBeLessThanOrEqual(widths.window)
    const first = (await runtime.columns.first().boundingBox())!
    expect(first.width).toBeGreaterThan(300)
  })

  test('the due date heading in the drawer keeps clear of the date field it names, and the saved message has room to read', async ({ page, signInAs, api }) => {
    const { board } = await arrangeBoard(api)
    const item = await addItem(api, board.Key, { Subject: 'Planned delivery' })
    const runtime = new BoardRuntimePage(page, board.Key)
    await signInAs(page, 'admin', '/')
    await runtime.open(`?item=${item.Id}`)
    const heading = (await runtime.drawer.getByRole('heading', { name: 'Due date' }).boundingBox())!
    const dateLabel = (await runtime.drawer.locator('label', { hasText: /^Date$/ }).first().boundingBox())!
    expect(dateLabel.y).toBeGreaterThanOrEqual(heading.y + heading.height)

    // Nothing to fill in lies at the page's bottom left: the message widens there to read in a line or two.
    await runtime.drawer.getByLabel('Date', { exact: true }).fill('2026-12-24')
    await runtime.drawer.getByRole('button', { name: 'Save due date' }).click()
    const notice = page.getByTestId('notification-stack')
    await expect(notice).toContainText('The due date was saved.')
    await expect.poll(async () => (await notice.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(380)
  })
})
