import { describeViolations, expect, test } from './fixtures'
import { uniqueSuffix } from './fixtures/entities'
import { addStatus, addTransition, createBoardWithFlow, enableBoardsModule, getBoard, MetaType, statusByKey, createBoard } from './fixtures/boards'
import { BoardDesignerPage } from './pages/BoardDesignerPage'

test.describe('board designer', () => {
  test.beforeAll(async ({ api }) => enableBoardsModule(api))

  test('designs a board: statuses, a transition with a link prerequisite, the graph and lint, a data field', async ({ page, signInAs, api, axe }) => {
    test.slow()
    const designer = new BoardDesignerPage(page)
    const name = `E2E Flow ${uniqueSuffix()}`
    await signInAs(page, 'admin', '/boards')
    const boardId = await designer.createBoard(name)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // The starter statuses, not yet joined by any transition.
    await expect(designer.graphStatus('To do')).toBeVisible()
    await expect(designer.graphStatus('Done')).toBeVisible()
    await expect(designer.finding('Done cannot be reached from an Initial status.')).toBeVisible()

    await designer.addStatus('Review')
    await expect(designer.graphStatus('Review')).toBeVisible()
    const unreachable = designer.finding('Review cannot be reached from an Initial status.')
    await expect(unreachable).toBeVisible()

    // The finding leads to the status it is about.
    await unreachable.getByRole('link', { name: 'Open Review' }).click()
    const statusDialog = designer.dialog('Review')
    await expect(statusDialog).toBeVisible()
    await statusDialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(statusDialog).toHaveCount(0)

    // To do → Review, allowed only with at least one related item on this board.
    await page.getByRole('button', { name: 'Add transition' }).click()
    const transition = designer.dialog('New transition')
    await designer.choose(transition, 'From status', 'To do')
    await designer.choose(transition, 'To status', 'Review')
    await transition.getByRole('textbox', { name: 'Name' }).fill('Send to review')
    await transition.getByRole('button', { name: 'Add link prerequisite' }).click()
    const prerequisite = transition.getByTestId('prerequisite-0')
    await expect(prerequisite.getByRole('combobox', { name: "Linked item's target" })).toHaveValue('No target')
    await prerequisite.getByRole('spinbutton', { name: 'At most' }).fill('0')
    await expect(prerequisite).toContainText('Empty, or a whole number not below “At least”.')
    await prerequisite.getByRole('spinbutton', { name: 'At most' }).fill('')
    const created = await designer.submitDialog(transition, 'Create', 'POST', /\/transitions$/)
    expect(created.status(), await created.text()).toBe(200)
    await expect(transition).toHaveCount(0)

    await expect(unreachable).toHaveCount(0)
    const edge = designer.graphTransition('Send to review')
    await expect(edge).toBeVisible()
    await expect(edge.getByRole('img', { name: 'Has link prerequisites' })).toBeVisible()
    const saved = await getBoard(api, boardId)
    const review = statusByKey(saved, 'review')
    expect(saved.Transitions.find((entry) => entry.ToBoardStatusId === review.Id)?.LinkPrerequisites).toEqual([
      expect.objectContaining({ MinimumCount: 1, MaximumCount: null }),
    ])

    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // The data model: the entity builder's own field editor on the board's Part definition.
    await designer.tab('Data model').click()
    await expect(page).toHaveURL(new RegExp(`/boards/${boardId}/design/data-model`))
    await page.getByTestId('add-field').click()
    await page.getByTestId('add-field-Text').click()
    const editor = page.getByTestId('field-editor')
    await editor.getByRole('textbox', { name: 'Name', exact: true }).fill('Customer')
    const [field] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/entity-definition-tables\/[^/]+\/fields$/.test(r.url())),
      editor.getByRole('button', { name: 'Create field' }).click(),
    ])
    expect(field.status(), await field.text()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/boards/${boardId}/design/data-model/[^/?]+`))
    await expect(page.getByRole('listbox', { name: /^Fields of / }).getByRole('option', { name: /Customer/ })).toHaveAttribute('aria-selected', 'true')
  })

  test('an unsaved edit on a design tab asks before another tab or Back replaces it', async ({ page, signInAs, api }) => {
    const board = await createBoard(api, { DisplayName: `E2E Guard ${uniqueSuffix()}` })
    const designer = new BoardDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.goto(board.Id, 'workflow')
    await designer.tab('Settings').click()
    await expect(page).toHaveURL(/\/design\/settings$/)
    const description = page.getByRole('textbox', { name: 'Description' })
    await description.fill('Words not saved yet')
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' })

    // Another tab: the question comes, Cancel keeps the page and the words.
    await designer.tab('Workflow').click()
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/design\/settings$/)
    await expect(description).toHaveValue('Words not saved yet')

    // Back asks too.
    await page.goBack()
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/design\/settings$/)
    await expect(description).toHaveValue('Words not saved yet')

    // Discarding leaves; nothing was saved.
    await designer.tab('Workflow').click()
    await question.getByRole('button', { name: 'Discard and leave' }).click()
    await expect(page).toHaveURL(/\/design\/workflow$/)
    expect((await getBoard(api, board.Id)).Description ?? '').not.toContain('Words not saved yet')
  })

  test('the board list and the designer pass axe, and the list opens the designer', async ({ page, signInAs, api, axe }) => {
    const board = await createBoard(api, { DisplayName: `E2E Axe ${uniqueSuffix()}` })
    const designer = new BoardDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.gotoList()
    const card = page.getByTestId(`board-card-${board.Key}`)
    await expect(card).toBeVisible()
    const listViolations = await axe(page)
    expect(listViolations, describeViolations(listViolations)).toEqual([])

    await card.getByRole('link', { name: `Design ${board.DisplayName}` }).click()
    await expect(designer.graph).toBeVisible()
    await expect(designer.graphStatus('In progress')).toBeVisible()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  test('a transition that skips a column is drawn around the statuses between, its name clear of them', async ({ page, signInAs, api }) => {
    let board = await createBoardWithFlow(api, { DisplayName: `E2E Triage ${uniqueSuffix()}`, transitions: [['open', 'in-progress'], ['in-progress', 'done']] })
    board = await addStatus(api, board.Id, { Key: 'wontfix', DisplayName: "Won't fix", MetaType: MetaType.Terminal })
    board = await addTransition(api, board.Id, { FromBoardStatusId: statusByKey(board, 'open').Id, ToBoardStatusId: statusByKey(board, 'done').Id })
    const skip = board.Transitions.find((transition) => transition.ToBoardStatusId === statusByKey(board, 'done').Id && transition.FromBoardStatusId === statusByKey(board, 'open').Id)!
    await signInAs(page, 'admin', `/boards/${board.Id}/design/workflow`)
    const label = page.getByTestId(`graph-transition-${skip.Id}`)
    await expect(label).toBeVisible()
    const labelBox = (await label.boundingBox())!
    for (const status of board.Statuses) {
      const node = (await page.getByTestId(`graph-status-${status.Id}`).boundingBox())!
      const overlaps = labelBox.x < node.x + node.width && labelBox.x + labelBox.width > node.x && labelBox.y < node.y + node.height && labelBox.y + labelBox.height > node.y
      expect(overlaps, `the label lies on ${status.DisplayName}`).toBe(false)
    }
    // The path bends: it is no single curve straight through the middle column.
    const path = await page.locator(`.vue-flow__edge[data-id="${skip.Id}"] path.transition-edge`).first().getAttribute('d')
    expect(path?.match(/C/g)?.length ?? 0).toBeGreaterThan(1)
  })
})
