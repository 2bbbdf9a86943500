import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { EnvelopeError, badRequest } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import type { BoardConfig, BoardCycleConfig } from './config'
import { deactivateOtherCycles, deleteCycleRow, insertCycle, updateCycleRow } from './cycles.repo'
import { changeBoard, writeOrder, type BoardChange } from './mutation'
import type { BoardAdministration } from './types'
import { BoardAdminCode, invalid, keyTaken, normalizeBoardKey, placeAt, requiredText } from './validation'

/** Board cycles (sprints, periods): Manual mode keeps at most one active, Automatic goes by the dates. */

export type CycleInput = ConfigSchemas['BoardCycleCreateRequest']

export type CycleUpdateInput = ConfigSchemas['BoardCycleUpdateRequest']

const manualMode = 1

function requireCycle(config: BoardConfig, cycleId: string): BoardCycleConfig {
  const cycle = config.cycles.find((item) => item.id === cycleId)
  if (!cycle) throw new EnvelopeError(404, [{ Code: 'workspace.notFound', Message: `Cycle "${cycleId}" is not a cycle of this board.`, Target: cycleId }])
  return cycle
}

function cycleValues(input: CycleInput) {
  const startsOn = input.StartsOn ?? null
  const endsOn = input.EndsOn ?? null
  if (startsOn !== null && endsOn !== null && endsOn < startsOn) throw invalid('EndsOn must not be before StartsOn.', 'EndsOn')
  return { key: normalizeBoardKey(input.Key), displayName: requiredText(input.DisplayName, 'DisplayName'), startsOn, endsOn }
}

function assertCyclesUsed(context: BoardChange): void {
  if (context.board.cycle_activation_mode === 0) {
    throw badRequest(BoardAdminCode.cyclesDisabled, 'This board does not use cycles: choose an activation mode first.', 'BoardCycleActivationMode')
  }
}

async function assertKeyFree(context: BoardChange, key: string, exceptId: string | null): Promise<void> {
  if (context.config.cycles.some((cycle) => cycle.key === key && cycle.id !== exceptId)) await context.withModel((model) => keyTaken('cycle', key, model))
}

/** Manual mode: activating a cycle ends the one active before. */
async function deactivateOthers(context: BoardChange, cycleId: string, isActive: boolean): Promise<void> {
  if (context.board.cycle_activation_mode !== manualMode || !isActive) return
  await deactivateOtherCycles(context.tx, context.board.id, cycleId)
}

export async function createCycle(db: Db, boardId: string, input: CycleInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  const values = cycleValues(input)
  return changeBoard(db, boardId, caller, now, async (context) => {
    assertCyclesUsed(context)
    await assertKeyFree(context, values.key, null)
    const id = randomUUID()
    await deactivateOthers(context, id, input.IsActive)
    await insertCycle(context.tx, id, context.board.id, { ...values, isActive: input.IsActive })
    await writeOrder(context.tx, 'board_cycles', placeAt(context.config.cycles.map((cycle) => cycle.id), id, input.SortOrder))
  })
}

export async function updateCycle(db: Db, boardId: string, cycleId: string, input: CycleUpdateInput, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  const values = cycleValues(input)
  return changeBoard(db, boardId, caller, now, async (context) => {
    const cycle = requireCycle(context.config, cycleId)
    await context.assertRowVersion(cycle.rowVersion, input.RowVersion)
    await assertKeyFree(context, values.key, cycle.id)
    await deactivateOthers(context, cycle.id, input.IsActive)
    await updateCycleRow(context.tx, cycle.id, { ...values, isActive: input.IsActive })
    if (input.SortOrder && input.SortOrder !== cycle.sortOrder) {
      await writeOrder(context.tx, 'board_cycles', placeAt(context.config.cycles.map((item) => item.id), cycle.id, input.SortOrder))
    }
  })
}

/** Items of a deleted cycle keep their place on the board without a cycle. */
export async function deleteCycle(db: Db, boardId: string, cycleId: string, rowVersion: string | undefined, caller: AuthContext, now: Date): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const cycle = requireCycle(context.config, cycleId)
    await context.assertRowVersion(cycle.rowVersion, rowVersion)
    await deleteCycleRow(context.tx, cycle.id)
  })
}
