import { expect, test, type ApiHelper } from './fixtures'
import { addItem, createBoard, enableBoardsModule, uniqueBoardKey } from './fixtures/boards'
import { BoardCommentsPart } from './pages/BoardCommentsPart'
import { BoardRuntimePage } from './pages/BoardRuntimePage'

/** A board whose items take comments, with one item. */
async function arrange(api: ApiHelper) {
  await enableBoardsModule(api)
  const board = await createBoard(api, { Key: uniqueBoardKey('cmt'), DisplayName: 'Claims' })
  const path = `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`
  const definition = await api.data<{ RowVersion: string }>('GET', path)
  await api.data('PUT', `${path}/options`, { CommentsEnabled: true, RowVersion: definition.RowVersion })
  const item = await addItem(api, board.Key, { Subject: 'Broken hinge' })
  return { board, item }
}

test.describe('board item comments', () => {
  test('the author comments with a mention and edits it; another user reads it but cannot edit; the author deletes it', async ({ page, browser, signInAs, api }) => {
    const { board, item } = await arrange(api)
    const comments = new BoardCommentsPart(page)
    await signInAs(page, 'admin', '/')
    await comments.open(board.Key, item.Id)
    await expect(comments.tab.getByTestId('comments-empty')).toHaveText('No comments yet.')

    await comments.composer.fill('Please check this, ')
    await comments.mention('oli', 'Olivia Operator')
    await comments.composer.pressSequentially('it is **urgent**')
    await expect(comments.composer).toHaveValue('Please check this, @operator it is **urgent**')
    const added = await comments.send()
    expect(added.status()).toBe(200)
    expect((await added.json()).Data.MentionedUsers).toEqual([{ UserId: 'usr-operator', DisplayName: 'Olivia Operator', UserName: 'operator' }])
    await expect(comments.composer).toHaveValue('')
    const mine = comments.comment('Please check this')
    await expect(mine.getByRole('strong')).toHaveText('urgent')
    await expect(mine.getByTestId('comment-author')).toHaveText('Ada Admin')
    await expect(mine).toContainText('now')

    expect((await comments.edit('Please check this', 'Please check this, @operator: it is *very* urgent')).status()).toBe(200)
    await expect(mine.getByRole('emphasis')).toHaveText('very')
    await expect(mine).toContainText('(edited)')

    // The card on the board counts it and names who wrote the last one.
    const runtime = new BoardRuntimePage(page, board.Key)
    await runtime.open()
    await expect(runtime.card('Broken hinge').getByTestId('card-comments')).toContainText('1')
    await expect(runtime.card('Broken hinge').getByTestId('card-comments')).toHaveAttribute('title', /1 comment, by Ada Admin/)

    // Another user sees the comment but cannot edit it.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await signInAs(otherPage, 'operator', '/')
    const theirView = new BoardCommentsPart(otherPage)
    await theirView.open(board.Key, item.Id)
    await expect(theirView.comment('very urgent')).toBeVisible()
    await expect(theirView.comment('very urgent').getByRole('button', { name: 'Edit comment' })).toHaveCount(0)
    await other.close()

    await comments.open(board.Key, item.Id)
    expect((await comments.delete('very urgent')).status()).toBe(200)
    await expect(comments.comments).toHaveCount(0)
    await expect(comments.tab.getByTestId('comments-empty')).toBeVisible()
  })
})
