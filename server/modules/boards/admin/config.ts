import type { Db } from '../../../db'
import { requireBoard, type BoardRow } from '../shared/boardRef'
import type { AttentionPolicyConfig, BoardConfig, BoardCycleConfig, DueDatePolicyConfig } from './config.types'
import { loadCycles } from './cycles.repo'
import { loadInitialAssignmentRules } from './initialRules.repo'
import {
  findAttentionPolicyRowVersion, findDueDatePolicy, loadAttentionAudience, loadAttentionReasons, loadDueDateExpectations,
} from './policies.repo'
import { loadResponsibilities } from './responsibilities.repo'
import { loadPermissionAssignments, loadSecurityStatements } from './security.repo'
import { loadStatusResponsibilities } from './statusResponsibilities.repo'
import { loadStatuses } from './statuses.repo'
import { loadTargetDefinitions } from './targets.repo'
import { loadPrerequisites, loadTransitions } from './transitions.repo'

export type * from './config.types'

/**
 * The lean, typed configuration of one board: what the runtime decides with (moves, adds, cards,
 * security). The administration payload (model.ts) is built from the same loaders plus counts.
 */

const missingRowVersion = '00000000-0000-0000-0000-000000000000'

/** The whole configuration of a board (id or key), or 404. */
export async function loadBoardConfig(db: Db, boardId: string): Promise<BoardConfig> {
  const board = await requireBoard(db, boardId)
  const id = board.id
  const [statuses, transitions, prerequisites, targetDefinitions, cycles, responsibilities, statusResponsibilities] = await Promise.all([
    loadStatuses(db, id),
    loadTransitions(db, id),
    loadPrerequisites(db, id),
    loadTargetDefinitions(db, id),
    loadCycles(db, id),
    loadResponsibilities(db, id),
    loadStatusResponsibilities(db, id),
  ])
  const [initialAssignmentRules, securityStatements, permissionAssignments, dueDatePolicy, attentionPolicy] = await Promise.all([
    loadInitialAssignmentRules(db, id),
    loadSecurityStatements(db, id),
    loadPermissionAssignments(db, id),
    loadDueDatePolicy(db, id),
    loadAttentionPolicy(db, id),
  ])
  for (const transition of transitions) {
    transition.linkPrerequisites = prerequisites.filter((prerequisite) => prerequisite.transitionId === transition.id)
  }
  return {
    board,
    statuses,
    transitions,
    targetDefinitions,
    cycles,
    responsibilities,
    statusResponsibilities,
    initialAssignmentRules,
    securityStatements,
    permissionAssignments,
    dueDatePolicy,
    attentionPolicy,
  }
}

/** Automatic mode: the cycle whose dates contain today (yyyy-MM-dd); Manual: as saved; None: never. */
export function isCycleActive(board: Pick<BoardRow, 'cycle_activation_mode'>, cycle: BoardCycleConfig, today: string): boolean {
  if (board.cycle_activation_mode === 1) return cycle.isActive
  if (board.cycle_activation_mode !== 2) return false
  return (cycle.startsOn === null || cycle.startsOn <= today) && (cycle.endsOn === null || today <= cycle.endsOn)
}

export async function loadDueDatePolicy(db: Db, boardId: string): Promise<DueDatePolicyConfig> {
  const policy = await findDueDatePolicy(db, boardId)
  const expectations = await loadDueDateExpectations(db, boardId)
  // Both policy rows are created with the board; the fallback only covers a half-written board.
  const base = policy ?? { enabled: false, timeMode: 0, disabledStatusIds: [], rowVersion: missingRowVersion }
  return { ...base, expectations }
}

export async function loadAttentionPolicy(db: Db, boardId: string): Promise<AttentionPolicyConfig> {
  const rowVersion = await findAttentionPolicyRowVersion(db, boardId)
  const reasons = await loadAttentionReasons(db, boardId)
  const audience = await loadAttentionAudience(db, boardId)
  return { reasons, audience, rowVersion: rowVersion ?? missingRowVersion }
}
