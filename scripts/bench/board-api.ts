// The board runtime on the local API with 2,000 items over 8 statuses: move options (the dry run the
// board view asks for on every drag), adding an item and moving one, each timed over HTTP.
import { createApp } from '../../server/app'
import { openDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import { addItemBody, BOARD_ITEMS, BOARD_STATUSES, createBenchBoard, type BenchBoard } from './boardFixture'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4018
const HOST = '127.0.0.1'
const WARMUPS = 10
const SAMPLES = 200
export const MOVE_OPTIONS_BUDGET_MS = 30
export const ADD_ITEM_BUDGET_MS = 40
export const MOVE_BUDGET_MS = 40

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** A deterministic spread of items over the columns. */
function pick(board: BenchBoard, i: number): { statusIndex: number; itemId: string } {
  const statusIndex = 1 + (i % (BOARD_STATUSES - 2))
  const column = board.itemsByStatus.get(board.statuses[statusIndex]!.Id)!
  return { statusIndex, itemId: column[(i * 31) % column.length]! }
}

export const boardApi: Benchmark = {
  name: 'board-api',
  description: `Board runtime on ${BOARD_ITEMS.toLocaleString('en')} items over ${BOARD_STATUSES} statuses: move options, add item, move (HTTP)`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const seedStarted = performance.now()
      const board = await createBenchBoard(apiUrl, token)
      const seedMs = Math.round(performance.now() - seedStarted)
      const items = `/api/workspace/boards/${board.boardId}/items`

      const moveOptions = (i: number) => timed(() => callApi(apiUrl, token, 'GET', `${items}/${pick(board, i).itemId}/move-options`))
      for (let i = 0; i < WARMUPS; i++) await moveOptions(i)
      const optionSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) optionSamples.push(await moveOptions(i))

      const initial = board.statuses[0]!.Id
      const add = (n: number) => timed(() => callApi(apiUrl, token, 'POST', items, addItemBody(board, initial, BOARD_ITEMS + n)))
      for (let i = 0; i < WARMUPS; i++) await add(i)
      const addSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) addSamples.push(await add(WARMUPS + i))

      // Each move goes one column on (or back from the last active one) into the middle of the
      // target column, so the position is checked against real neighbours.
      const move = async (i: number) => {
        const { statusIndex, itemId } = pick(board, i)
        const to = board.statuses[statusIndex + 1]!.MetaType === 2 ? statusIndex - 1 : statusIndex + 1
        const targetId = board.statuses[to]!.Id
        const column = board.itemsByStatus.get(targetId)!
        const middle = Math.floor(column.length / 2)
        const Position = { PreviousBoardItemId: column[middle - 1] ?? null, NextBoardItemId: column[middle] ?? null }
        const elapsed = await timed(() => callApi(apiUrl, token, 'POST', `${items}/${itemId}/move`, { BoardStatusId: targetId, Position }))
        const source = board.itemsByStatus.get(board.statuses[statusIndex]!.Id)!
        source.splice(source.indexOf(itemId), 1)
        column.splice(middle, 0, itemId)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await move(1000 + i)
      const moveSamples: number[] = []
      for (let i = 0; i < SAMPLES; i++) moveSamples.push(await move(i))

      const options = timingStats(optionSamples)
      const adds = timingStats(addSamples)
      const moves = timingStats(moveSamples)
      return {
        details: { items: BOARD_ITEMS, statuses: BOARD_STATUSES, seedMs, moveOptions: options, addItem: adds, move: moves },
        budgets: [
          timingBudget('Move options, p95', options.p95Ms, MOVE_OPTIONS_BUDGET_MS),
          timingBudget('Add item, p95', adds.p95Ms, ADD_ITEM_BUDGET_MS),
          timingBudget('Move, p95', moves.p95Ms, MOVE_BUDGET_MS),
        ],
        summary: [
          `${BOARD_ITEMS.toLocaleString('en')} items added through the API in ${seedMs} ms`,
          formatStats('Move options', options),
          formatStats('Add item', adds),
          formatStats('Move', moves),
        ],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
