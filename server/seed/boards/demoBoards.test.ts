import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../test/startingDatabase'
import { seedDemoWorkspace } from '../seed'
import { loadCaller } from '../../modules/boards/runtime/context'
import { moveOptions } from '../../modules/boards/runtime/move.service'

let database: EmptyTestDatabase
let db: OwnedDb

beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await seedDemoWorkspace(db, new Date(), { runHistory: false })
})
afterAll(() => database.close())

describe('demo boards', () => {
  it('seed two boards with a month of moves, and resolving a request needs a release', async () => {
    const boards = await db.query<{ key: string; items: number }>(
      'SELECT b.key, (SELECT count(*)::int FROM board_items i WHERE i.board_id = b.id) AS items FROM boards b ORDER BY b.key',
    )
    expect(boards).toEqual([{ key: 'releases', items: 1 }, { key: 'support', items: 10 }])
    const [history] = await db.query<{ moves: number; oldest: Date }>(
      'SELECT count(*) FILTER (WHERE activity_kind = 1)::int AS moves, min(occurred_at) AS oldest FROM board_item_audit',
    )
    expect(history!.moves).toBeGreaterThan(10)
    expect(Date.now() - new Date(history!.oldest).getTime()).toBeGreaterThan(20 * 24 * 3_600_000)

    // A request in progress without a related release cannot be resolved: the refusal says why.
    const [item] = await db.query<{ id: string }>(
      `SELECT i.id FROM board_items i JOIN board_statuses s ON s.id = i.status_id
        WHERE s.key = 'in-progress' AND NOT EXISTS (SELECT 1 FROM board_item_links l WHERE l.source_item_id = i.id) LIMIT 1`,
    )
    const caller = await loadCaller(db, { userId: 'usr-operator', userName: 'operator', userType: 0, roles: ['Operator'], permissions: ['boards.use'], via: 'accessToken' })
    const options = await moveOptions(db, caller, 'support', item!.id, new Date())
    const resolved = options.Options.find((option) => option.DisplayName === 'Resolved')
    expect(resolved).toMatchObject({ Allowed: false })
    expect(resolved!.LinkPrerequisites[0]).toMatchObject({ MinimumCount: 1, CurrentCount: 0, MissingCount: 1, Satisfied: false })
  })
})
