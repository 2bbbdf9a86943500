import { LinkDirection, LinkType } from '@/api'
import type { BoardMoveOption, LinkPrerequisiteState, ReadableChild, Translate } from '../runtime.types'

export const LINK_PREREQUISITE_CODE = 'serviceBoards.runtime.move.linkPrerequisite'
export const OPEN_CHILDREN_CODE = 'serviceBoards.runtime.move.openChildren'

/** Why a column refuses the item, in the words the column shows while dragging and in the Move menu. */
export interface MoveRefusal {
  /** The server's messages that the lists below do not already say. */
  messages: string[]
  /** One sentence per unmet link prerequisite, with its counts. */
  links: { id: string; text: string }[]
  /** Open child items the caller may read (shown as links opening them). */
  children: ReadableChild[]
  /** Open child items the caller may not read. */
  hiddenCount: number
}

/** What kind of item a prerequisite counts: related, child (outgoing parent-child) or parent. */
function linkKind(prerequisite: LinkPrerequisiteState): 'related' | 'child' | 'parent' {
  if (prerequisite.LinkType === LinkType.Related) return 'related'
  return prerequisite.Direction === LinkDirection.Outgoing ? 'child' : 'parent'
}

/** "needs 1 more related item on Orders: 0 of min 1", or the upper bound when there are too many. */
export function linkSentence(prerequisite: LinkPrerequisiteState, boardName: string, t: Translate): string {
  const missing = prerequisite.MissingCount
  const count = missing > 0 ? missing : prerequisite.CurrentCount
  const named = {
    missing,
    kind: t(`boardsRuntime.refusal.kinds.${linkKind(prerequisite)}`, {}, count),
    board: boardName,
    current: prerequisite.CurrentCount,
    min: prerequisite.MinimumCount,
    max: prerequisite.MaximumCount ?? '',
  }
  return missing > 0 ? t('boardsRuntime.refusal.needsMore', named, missing) : t('boardsRuntime.refusal.tooMany', named)
}

/** The refusal of one move option; empty lists for an allowed option. */
export function explainRefusal(option: BoardMoveOption, boardName: (boardId: string) => string | null, t: Translate): MoveRefusal {
  const unmet = (option.LinkPrerequisites ?? []).filter((prerequisite) => !prerequisite.Satisfied)
  const blockers = option.CloseBlockers
  const hasBlockers = (blockers?.TotalCount ?? 0) > 0
  const messages = (option.Errors ?? [])
    .filter((issue) => !(unmet.length > 0 && issue.Code === LINK_PREREQUISITE_CODE))
    .filter((issue) => !(hasBlockers && issue.Code === OPEN_CHILDREN_CODE))
    .map((issue) => issue.Message ?? issue.Code ?? '')
    .filter((message) => message !== '')
  return {
    messages: [...new Set(messages)],
    links: unmet.map((prerequisite) => ({
      id: prerequisite.BoardTransitionLinkPrerequisiteId,
      text: linkSentence(prerequisite, boardName(prerequisite.TargetBoardId) ?? t('boardsRuntime.refusal.otherBoard'), t),
    })),
    children: hasBlockers ? (blockers.ReadableChildren ?? []) : [],
    hiddenCount: hasBlockers ? (blockers.HiddenCount ?? 0) : 0,
  }
}

/** One line for a refused target (the Move menu's subtitle, the live region). */
export function refusalSummary(refusal: MoveRefusal, t: Translate): string {
  const parts = [...refusal.messages, ...refusal.links.map((link) => link.text)]
  const open = refusal.children.length + refusal.hiddenCount
  if (open > 0) parts.push(t('boardsRuntime.refusal.openChildren', { count: open }, open))
  return parts.join(' · ') || t('boardsRuntime.refusal.notAllowed')
}
