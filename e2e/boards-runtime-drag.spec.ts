import { expect, test } from './fixtures'
import { addItem, addTransition, createBoard, enableBoardsModule, statusByKey, uniqueBoardKey } from './fixtures/boards'
import { BoardRuntimePage } from './pages/BoardRuntimePage'

// Records each drag image the page hands the browser: its text and whether it is tilted.
const recordDragImages = `
  window.__dragImages = []
  const original = DataTransfer.prototype.setDragImage
  DataTransfer.prototype.setDragImage = function (image, x, y) {
    window.__dragImages.push({ text: image.textContent, still: image.classList.contains('board-card-preview--still'), x, y })
    return original.call(this, image, x, y)
  }
`

test.describe('dragging a card', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`a copy of the card follows the pointer (${reducedMotion} motion) and the move still works`, async ({ page, signInAs, api }) => {
      await enableBoardsModule(api)
      let board = await createBoard(api, { Key: uniqueBoardKey('drg'), DisplayName: 'Dragged' })
      board = await addTransition(api, board.Id, { FromBoardStatusId: statusByKey(board, 'open').Id, ToBoardStatusId: statusByKey(board, 'in-progress').Id })
      await addItem(api, board.Key, { Subject: 'Frame for the north gate' })
      await page.emulateMedia({ reducedMotion })
      await page.addInitScript(recordDragImages)
      const runtime = new BoardRuntimePage(page, board.Key)
      await signInAs(page, 'operator', '/')
      await runtime.open()

      await runtime.startDragOver('Frame for the north gate', 'In progress')
      const images = await page.evaluate(() => (window as unknown as { __dragImages: Array<{ text: string; still: boolean; x: number; y: number }> }).__dragImages)
      expect(images).toHaveLength(1)
      expect(images[0]!.text).toContain('Frame for the north gate')
      expect(images[0]!.still).toBe(reducedMotion === 'reduce')
      // The copy is gone from the page; the card keeps its place, dimmed, until the drop.
      await expect(page.locator('.board-card-preview')).toHaveCount(0)
      await expect(runtime.card('Frame for the north gate')).toHaveClass(/board-card--dragging/)

      const [moved] = await Promise.all([runtime.waitForMove(), page.mouse.up()])
      expect(moved.status()).toBe(200)
      await expect(runtime.column('In progress').getByTestId('board-card')).toHaveCount(1)
    })
  }
})
