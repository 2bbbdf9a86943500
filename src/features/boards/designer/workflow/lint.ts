/**
 * The workflow lint: what in a board's statuses, transitions and due-date expectations would trap
 * or lose items, computed from the administration model alone (no server round trip).
 */
export interface LintStatus {
  Id: string
  DisplayName: string
  /** 0 Initial, 1 Active, 2 Terminal. */
  MetaType: number
  IsActive: boolean
  IsDeleted: boolean
  OpenItemCount?: number
}

export interface LintTransition {
  Id: string
  DisplayName: string
  FromBoardStatusId: string
  ToBoardStatusId: string
  IsActive: boolean
  LinkPrerequisites: readonly { MinimumCount: number; MaximumCount?: number | null }[]
}

export interface LintModel {
  Statuses: readonly LintStatus[]
  Transitions: readonly LintTransition[]
  DueDatePolicy?: {
    DisabledBoardStatusIds: readonly string[]
    Expectations: readonly { Id: string; ExpectedBoardStatusId: string }[]
  } | null
}

/** In the order the panel lists them (errors before warnings, then this order). */
export const lintKinds = [
  'noInitial',
  'prerequisiteMinAboveMax',
  'noTerminal',
  'unreachable',
  'noWayOut',
  'transitionIntoInactive',
  'transitionOutOfInactive',
  'expectationOnDisabledStatus',
  'expectationOnInactiveStatus',
] as const
export type LintKind = (typeof lintKinds)[number]

export interface LintFinding {
  kind: LintKind
  severity: 'error' | 'warning'
  /** The status the finding is about (or the transition's / expectation's status). */
  statusId?: string
  transitionId?: string
  /** Index of the link prerequisite within its transition. */
  prerequisiteIndex?: number
  expectationId?: string
}

const INITIAL = 0
const TERMINAL = 2

const usable = (status: LintStatus | undefined): status is LintStatus => !!status && status.IsActive && !status.IsDeleted

/** Statuses an item can reach from any usable Initial status over active transitions into usable statuses. */
export function reachableStatusIds(model: LintModel): Set<string> {
  const byId = new Map(model.Statuses.map((status) => [status.Id, status]))
  const reached = new Set(model.Statuses.filter((status) => usable(status) && status.MetaType === INITIAL).map((status) => status.Id))
  const queue = [...reached]
  while (queue.length > 0) {
    const from = queue.shift()!
    for (const transition of model.Transitions) {
      if (!transition.IsActive || transition.FromBoardStatusId !== from) continue
      if (!usable(byId.get(transition.ToBoardStatusId)) || reached.has(transition.ToBoardStatusId)) continue
      reached.add(transition.ToBoardStatusId)
      queue.push(transition.ToBoardStatusId)
    }
  }
  return reached
}

/** Active transitions out of a status that lead into a usable status: the ways an item can leave it. */
export function waysOut(model: LintModel, statusId: string): LintTransition[] {
  const byId = new Map(model.Statuses.map((status) => [status.Id, status]))
  return model.Transitions.filter(
    (transition) => transition.IsActive && transition.FromBoardStatusId === statusId && usable(byId.get(transition.ToBoardStatusId)),
  )
}

export function lintWorkflow(model: LintModel): LintFinding[] {
  const findings: LintFinding[] = []
  const byId = new Map(model.Statuses.map((status) => [status.Id, status]))
  const live = model.Statuses.filter(usable)

  if (!live.some((status) => status.MetaType === INITIAL)) findings.push({ kind: 'noInitial', severity: 'error' })
  if (!live.some((status) => status.MetaType === TERMINAL)) findings.push({ kind: 'noTerminal', severity: 'warning' })

  const reached = reachableStatusIds(model)
  for (const status of live) {
    if (!reached.has(status.Id) && live.some((other) => other.MetaType === INITIAL)) {
      findings.push({ kind: 'unreachable', severity: 'warning', statusId: status.Id })
    }
    if (status.MetaType !== TERMINAL && waysOut(model, status.Id).length === 0) {
      findings.push({ kind: 'noWayOut', severity: 'warning', statusId: status.Id })
    }
  }

  for (const transition of model.Transitions) {
    if (transition.IsActive) {
      if (!usable(byId.get(transition.ToBoardStatusId))) {
        findings.push({ kind: 'transitionIntoInactive', severity: 'warning', transitionId: transition.Id, statusId: transition.ToBoardStatusId })
      }
      if (!usable(byId.get(transition.FromBoardStatusId))) {
        findings.push({ kind: 'transitionOutOfInactive', severity: 'warning', transitionId: transition.Id, statusId: transition.FromBoardStatusId })
      }
    }
    transition.LinkPrerequisites.forEach((prerequisite, index) => {
      const max = prerequisite.MaximumCount
      if (max !== null && max !== undefined && prerequisite.MinimumCount > max) {
        findings.push({ kind: 'prerequisiteMinAboveMax', severity: 'error', transitionId: transition.Id, prerequisiteIndex: index })
      }
    })
  }

  const policy = model.DueDatePolicy
  if (policy) {
    const disabled = new Set(policy.DisabledBoardStatusIds)
    for (const expectation of policy.Expectations) {
      const statusId = expectation.ExpectedBoardStatusId
      if (disabled.has(statusId)) {
        findings.push({ kind: 'expectationOnDisabledStatus', severity: 'warning', expectationId: expectation.Id, statusId })
      } else if (!usable(byId.get(statusId))) {
        findings.push({ kind: 'expectationOnInactiveStatus', severity: 'warning', expectationId: expectation.Id, statusId })
      }
    }
  }
  const rank = (finding: LintFinding) => (finding.severity === 'error' ? 0 : 100) + lintKinds.indexOf(finding.kind)
  // Array.prototype.sort is stable: findings of one kind keep the board's status order.
  return findings.sort((a, b) => rank(a) - rank(b))
}

/** Open items left without a way on when this status is deactivated: the items in it. */
export function strandedByStatus(status: LintStatus): number {
  return status.OpenItemCount ?? 0
}

/**
 * Open items left without a way on when this transition is deactivated: the source status's open
 * items when the transition is its only way out, else none.
 */
export function strandedByTransition(model: LintModel, transition: LintTransition): number {
  const source = model.Statuses.find((status) => status.Id === transition.FromBoardStatusId)
  if (!source || !transition.IsActive) return 0
  const others = waysOut(model, source.Id).filter((other) => other.Id !== transition.Id)
  return others.length === 0 ? strandedByStatus(source) : 0
}
