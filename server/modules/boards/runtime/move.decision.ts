import type { Db } from '../../../db'
import type { Issue } from '../../../http/envelope'
import type { BoardStatusConfig, BoardTransitionConfig, LinkPrerequisiteConfig } from '../admin/config'
import { MetaType } from './add.validate'
import type { ItemContext } from './itemContext'
import type { ItemRow } from './items.repo'
import { liveLinkCounts, openChildrenOf } from './links.repo'
import type { OperationDecision } from './types'
import { LinkType } from '../../../../shared/enums'
export { LinkType } from '../../../../shared/enums'

/**
 * The movement rule, shared by the move and the move options so that an option is Allowed exactly
 * when the move succeeds: the caller's `move` decision, an active transition from the current
 * status, every link prerequisite of that transition, and no open children before a terminal status.
 */

export const MoveCode = {
  statusInvalid: 'serviceBoards.runtime.move.statusInvalid',
  noTransition: 'serviceBoards.runtime.move.noTransition',
  linkPrerequisite: 'serviceBoards.runtime.move.linkPrerequisite',
  openChildren: 'serviceBoards.runtime.move.openChildren',
} as const

/** What the rule reads about the item besides the configuration, loaded once for every target status. */
export interface MoveFacts {
  /** Live links to live items by `<link type>/<direction>/<other board>/<other target definition>`. */
  linkCounts: Map<string, number>
  /** Live, open children (ParentChild links where the item is the source). */
  openChildren: ItemRow[]
}

const linkKey = (linkType: number, direction: number, boardId: string, definitionId: string) => `${linkType}/${direction}/${boardId}/${definitionId}`

export async function loadMoveFacts(db: Db, itemId: string): Promise<MoveFacts> {
  const counts = await liveLinkCounts(db, itemId)
  const openChildren = await openChildrenOf(db, itemId)
  return {
    linkCounts: new Map(counts.map((row) => [linkKey(row.linkType, row.direction, row.boardId, row.targetDefinitionId), row.count])),
    openChildren,
  }
}

export interface PrerequisiteState {
  prerequisite: LinkPrerequisiteConfig
  currentCount: number
  missingCount: number
  satisfied: boolean
}

export interface MoveVerdict {
  target: BoardStatusConfig | null
  transition: BoardTransitionConfig | null
  isReorder: boolean
  isTerminal: boolean
  prerequisites: PrerequisiteState[]
  /** The open children that block a terminal target (empty otherwise). */
  blockingChildren: ItemRow[]
  /** 400 issues of the move (the denial is answered 403 by the move, listed here by the options). */
  issues: Issue[]
  denied: boolean
}

function denialIssues(decision: OperationDecision): Issue[] {
  return decision.Denials.map((denial) => ({ Code: denial.ReasonCode, Message: denial.SafeMessage, Metadata: { source: String(denial.Source), sourceKey: denial.SourceKey } }))
}

function prerequisiteIssue(state: PrerequisiteState): Issue {
  const { prerequisite, currentCount } = state
  const bound = prerequisite.maximumCount === null ? `at least ${prerequisite.minimumCount}` : `${prerequisite.minimumCount} to ${prerequisite.maximumCount}`
  return {
    Code: MoveCode.linkPrerequisite,
    Message: `This move needs ${bound} ${prerequisite.linkType === LinkType.ParentChild ? 'parent-child' : 'related'} link(s) of the required kind; the item has ${currentCount}.`,
    Target: prerequisite.id,
    Metadata: {
      prerequisiteId: prerequisite.id,
      currentCount: String(currentCount),
      minimumCount: String(prerequisite.minimumCount),
      maximumCount: prerequisite.maximumCount === null ? '' : String(prerequisite.maximumCount),
    },
  }
}

/** The verdict on moving `item` to `targetStatusId` (the same id reorders within the column). */
export function decideMove(context: ItemContext, item: ItemRow, targetStatusId: string, facts: MoveFacts, decision: OperationDecision): MoveVerdict {
  const { config } = context
  const verdict: MoveVerdict = {
    target: null,
    transition: null,
    isReorder: targetStatusId === item.status_id,
    isTerminal: false,
    prerequisites: [],
    blockingChildren: [],
    issues: [],
    denied: !decision.IsAllowed,
  }
  const target = config.statuses.find((status) => status.id === targetStatusId && status.isActive && !status.isDeleted) ?? null
  if (verdict.isReorder) {
    verdict.target = config.statuses.find((status) => status.id === targetStatusId) ?? null
    return verdict
  }
  if (!target) {
    verdict.issues.push({ Code: MoveCode.statusInvalid, Message: 'BoardStatusId must be an active status of this board.', Field: 'BoardStatusId' })
    return verdict
  }
  verdict.target = target
  verdict.isTerminal = target.metaType === MetaType.Terminal
  verdict.transition = config.transitions
    .filter((transition) => transition.isActive && transition.fromStatusId === item.status_id && transition.toStatusId === target.id)
    .sort((a, b) => a.sortOrder - b.sortOrder)[0] ?? null
  if (!verdict.transition) {
    const from = config.statuses.find((status) => status.id === item.status_id)
    verdict.issues.push({
      Code: MoveCode.noTransition,
      Message: `There is no active transition from ${from?.displayName ?? 'the current status'} to ${target.displayName}.`,
      Field: 'BoardStatusId',
    })
  }
  for (const prerequisite of verdict.transition?.linkPrerequisites ?? []) {
    const currentCount = facts.linkCounts.get(linkKey(prerequisite.linkType, prerequisite.direction, prerequisite.targetBoardId, prerequisite.targetDefinitionId)) ?? 0
    const satisfied = currentCount >= prerequisite.minimumCount && (prerequisite.maximumCount === null || currentCount <= prerequisite.maximumCount)
    const state = { prerequisite, currentCount, missingCount: Math.max(0, prerequisite.minimumCount - currentCount), satisfied }
    verdict.prerequisites.push(state)
    if (!satisfied) verdict.issues.push(prerequisiteIssue(state))
  }
  if (verdict.isTerminal && facts.openChildren.length > 0) {
    verdict.blockingChildren = facts.openChildren
    verdict.issues.push({
      Code: MoveCode.openChildren,
      Message: `${facts.openChildren.length} child item(s) are still open; close them first.`,
      Field: 'BoardStatusId',
      Metadata: { count: String(facts.openChildren.length) },
    })
  }
  return verdict
}

/** Every refusal of the verdict as issues: the denials first, then the rule's. */
export function verdictIssues(verdict: MoveVerdict, decision: OperationDecision): Issue[] {
  return [...(verdict.denied ? denialIssues(decision) : []), ...verdict.issues]
}

export const isAllowed = (verdict: MoveVerdict): boolean => !verdict.denied && verdict.issues.length === 0
