import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addItem, addItemCall, addStatement, addTransition, connectAll, createBoard, itemPath, moveCall, runtimeBoards, startBoardsApi, statusOf,
  type ItemPayload,
} from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startBoardsApi()
})
afterAll(() => api.close())

/** A small seeded generator (mulberry32): every run draws the same cases. */
function random(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (max: number) => Math.floor(next() * max), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T }
}

interface Option {
  BoardStatusId: string
  Allowed: boolean
  Errors: Array<{ Code: string }>
}

describe('move options and moves share one decision', () => {
  it('an option is Allowed exactly when the move to it succeeds (200 seeded cases)', async () => {
    const partners = await createBoard(api)
    const partnerDefinition = partners.TargetDefinitions[0]!.Id
    let board = await createBoard(api)
    board = await addTransition(api, board, 'open', 'in-progress', [
      { LinkType: 0, Direction: 0, TargetBoardId: partners.Id, TargetBoardTargetDefinitionId: partnerDefinition, MinimumCount: 1, MaximumCount: 2 },
    ])
    board = await addTransition(api, board, 'open', 'done', [
      { LinkType: 1, Direction: 0, TargetBoardId: partners.Id, TargetBoardTargetDefinitionId: partnerDefinition, MinimumCount: 1 },
    ])
    board = await addTransition(api, board, 'in-progress', 'done')
    board = await addTransition(api, board, 'done', 'open')
    board = await addStatement(api, board, 'frozen', 'move', "Subject = 'frozen'", 'Frozen items stay where they are.')
    const partnerIds: string[] = []
    for (let index = 0; index < 12; index++) partnerIds.push((await addItem(api, partners, { Subject: `partner ${index}` })).Id)
    await api.sql('UPDATE board_items SET removed_at = now() WHERE id = ANY($1::text[])', [partnerIds.slice(0, 3)])
    await api.sql('UPDATE board_items SET is_open = false WHERE id = ANY($1::text[])', [partnerIds.slice(3, 7)])
    const statuses = ['open', 'in-progress', 'done'].map((key) => statusOf(board, key))
    const draw = random(20_240_601)
    const outcomes = { allowed: 0, refused: 0, denied: 0 }
    for (let index = 0; index < 200; index++) {
      const item = await addItem(api, board, { Subject: draw.next() < 0.15 ? 'frozen' : `case ${index}` })
      const status = draw.pick(statuses)
      await api.sql('UPDATE board_items SET status_id = $2, is_open = $3, rank_key = $4 WHERE id = $1', [item.Id, status.Id, status.MetaType !== 2, `z${index.toString(36)}V`])
      for (let link = draw.int(5); link > 0; link--) {
        const [linkType, incoming] = [draw.int(2), draw.next() < 0.25]
        const other = draw.pick(partnerIds)
        await api.sql(
          `INSERT INTO board_item_links (id, link_type, source_item_id, target_item_id, created_at) VALUES ($1, $2, $3, $4, now()) ON CONFLICT DO NOTHING`,
          [randomUUID(), linkType, incoming ? other : item.Id, incoming ? item.Id : other],
        )
      }
      const options = (await api.ok<{ Options: Option[] }>('GET', itemPath(board, item.Id, '/move-options'))).Options
      expect(options.map((option) => option.BoardStatusId)).not.toContain(status.Id)
      const option = draw.pick(options)
      const moved = await moveCall(api, board, item.Id, { BoardStatusId: option.BoardStatusId })
      expect({ index, allowed: moved.status === 200 }).toEqual({ index, allowed: option.Allowed })
      if (moved.status === 400) expect(moved.body.Errors.map((error) => error.Code)).toEqual(option.Errors.map((error) => error.Code))
      if (moved.status === 403) expect(option.Errors[0]?.Code).toBe('serviceBoards.security.statementDenied')
      outcomes[moved.status === 200 ? 'allowed' : moved.status === 400 ? 'refused' : 'denied']++
    }
    // The cases cover every outcome.
    expect(outcomes.allowed).toBeGreaterThan(20)
    expect(outcomes.refused).toBeGreaterThan(20)
    expect(outcomes.denied).toBeGreaterThan(5)
  }, 120_000)
})

describe('concurrent adds and moves in one column', () => {
  it('keep unique ranks and a total order under random interleavings', async () => {
    const board = await connectAll(api, await createBoard(api))
    const open = statusOf(board, 'open').Id
    const active = statusOf(board, 'in-progress').Id
    const seeds: ItemPayload[] = []
    for (let index = 0; index < 6; index++) seeds.push(await addItem(api, board, { Subject: `seed ${index}` }))
    const draw = random(7)
    for (let round = 0; round < 4; round++) {
      const page = await api.ok<{ Items: ItemPayload[] }>('GET', `${runtimeBoards}/${board.Key}/statuses/${open}/items?pageSize=200`)
      const ids = page.Items.map((item) => item.Id)
      const calls = Array.from({ length: 24 }, () => {
        const choice = draw.int(4)
        const at = draw.int(ids.length)
        if (choice === 0) return addItemCall(api, board, { Subject: 'added' })
        if (choice === 1) return addItemCall(api, board, { Subject: 'placed', Position: { PreviousBoardItemId: ids[at], NextBoardItemId: ids[at + 1] ?? null } })
        if (choice === 2) return moveCall(api, board, draw.pick(ids), { BoardStatusId: open, Position: { NextBoardItemId: ids[0] } })
        return moveCall(api, board, draw.pick(ids), { BoardStatusId: draw.next() < 0.5 ? active : open })
      })
      const replies = await Promise.all(calls)
      for (const reply of replies) {
        expect([200, 400]).toContain(reply.status)
        if (reply.status === 400) expect(reply.body.Errors[0]?.Code).toBe('serviceBoards.runtime.validation.positionInvalid')
      }
    }
    for (const statusId of [open, active]) {
      const ranks = await api.sql<{ rank_key: string }>('SELECT rank_key FROM board_items WHERE status_id = $1 AND removed_at IS NULL ORDER BY rank_key', [statusId])
      const keys = ranks.map((row) => row.rank_key)
      expect(new Set(keys).size).toBe(keys.length)
      for (let index = 1; index < keys.length; index++) expect(Buffer.compare(Buffer.from(keys[index - 1]!), Buffer.from(keys[index]!))).toBe(-1)
    }
  }, 60_000)
})
