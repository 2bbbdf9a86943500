import { describe, expect, it } from 'vitest'
import { lintWorkflow, reachableStatusIds, strandedByStatus, strandedByTransition, type LintModel, type LintStatus, type LintTransition } from './lint'

const status = (Id: string, MetaType: number, changes: Partial<LintStatus> = {}): LintStatus => ({
  Id,
  DisplayName: Id,
  MetaType,
  IsActive: true,
  IsDeleted: false,
  OpenItemCount: 0,
  ...changes,
})
const transition = (Id: string, from: string, to: string, changes: Partial<LintTransition> = {}): LintTransition => ({
  Id,
  DisplayName: Id,
  FromBoardStatusId: from,
  ToBoardStatusId: to,
  IsActive: true,
  LinkPrerequisites: [],
  ...changes,
})
/** open → doing → done, all fine. */
const healthy = (): LintModel => ({
  Statuses: [status('open', 0), status('doing', 1), status('done', 2)],
  Transitions: [transition('t1', 'open', 'doing'), transition('t2', 'doing', 'done')],
  DueDatePolicy: { DisabledBoardStatusIds: [], Expectations: [] },
})
const kinds = (model: LintModel) => lintWorkflow(model).map((finding) => `${finding.kind}:${finding.transitionId ?? finding.statusId ?? ''}`)

describe('lintWorkflow', () => {
  it('finds nothing in a workflow where every status is reachable and has a way on', () => {
    expect(lintWorkflow(healthy())).toEqual([])
  })

  it('flags a status no active transition leads to, and stops once one does', () => {
    const model = healthy()
    model.Statuses = [...model.Statuses, status('review', 1)]
    model.Transitions = [...model.Transitions, transition('t3', 'review', 'done')]
    expect(kinds(model)).toEqual(['unreachable:review'])
    model.Transitions = [...model.Transitions, transition('t4', 'doing', 'review')]
    expect(kinds(model)).toEqual([])
  })

  it('does not count an inactive transition as a way in or out', () => {
    const model = healthy()
    model.Transitions = [transition('t1', 'open', 'doing', { IsActive: false }), transition('t2', 'doing', 'done')]
    expect(kinds(model)).toEqual(['unreachable:doing', 'unreachable:done', 'noWayOut:open'])
  })

  it('flags non-terminal statuses with no way out, never terminal ones', () => {
    const model = healthy()
    model.Transitions = [transition('t1', 'open', 'doing')]
    expect(kinds(model)).toEqual(['unreachable:done', 'noWayOut:doing'])
  })

  it('flags active transitions into and out of inactive or deleted statuses', () => {
    const model = healthy()
    model.Statuses = [status('open', 0), status('doing', 1, { IsActive: false }), status('done', 2)]
    expect(kinds(model)).toEqual(['unreachable:done', 'noWayOut:open', 'transitionIntoInactive:t1', 'transitionOutOfInactive:t2'])
    model.Statuses = [status('open', 0), status('doing', 1, { IsDeleted: true, IsActive: false }), status('done', 2)]
    expect(kinds(model)).toContain('transitionIntoInactive:t1')
  })

  it('flags a link prerequisite whose minimum is above its maximum, naming its row', () => {
    const model = healthy()
    model.Transitions = [
      transition('t1', 'open', 'doing', { LinkPrerequisites: [{ MinimumCount: 1, MaximumCount: null }, { MinimumCount: 3, MaximumCount: 2 }] }),
      transition('t2', 'doing', 'done', { LinkPrerequisites: [{ MinimumCount: 2, MaximumCount: 2 }] }),
    ]
    expect(lintWorkflow(model)).toEqual([{ kind: 'prerequisiteMinAboveMax', severity: 'error', transitionId: 't1', prerequisiteIndex: 1 }])
  })

  it('flags due-date expectations on disabled or inactive statuses', () => {
    const model = healthy()
    model.Statuses = [...model.Statuses, status('parked', 1, { IsActive: false })]
    model.DueDatePolicy = {
      DisabledBoardStatusIds: ['doing'],
      Expectations: [
        { Id: 'e1', ExpectedBoardStatusId: 'doing' },
        { Id: 'e2', ExpectedBoardStatusId: 'parked' },
        { Id: 'e3', ExpectedBoardStatusId: 'open' },
      ],
    }
    expect(lintWorkflow(model).filter((finding) => finding.expectationId)).toEqual([
      { kind: 'expectationOnDisabledStatus', severity: 'warning', expectationId: 'e1', statusId: 'doing' },
      { kind: 'expectationOnInactiveStatus', severity: 'warning', expectationId: 'e2', statusId: 'parked' },
    ])
  })

  it('reports a board without Initial or Terminal status', () => {
    expect(kinds({ Statuses: [status('doing', 1)], Transitions: [] })).toEqual(['noInitial:', 'noTerminal:', 'noWayOut:doing'])
    const onlyInactiveInitial: LintModel = { Statuses: [status('open', 0, { IsActive: false }), status('done', 2)], Transitions: [] }
    expect(kinds(onlyInactiveInitial)).toEqual(['noInitial:'])
  })
})

describe('reachableStatusIds', () => {
  it('follows active transitions from every Initial status, around cycles', () => {
    const model = healthy()
    model.Transitions = [...model.Transitions, transition('t3', 'done', 'open')]
    expect([...reachableStatusIds(model)].sort()).toEqual(['doing', 'done', 'open'])
  })
})

describe('stranded items', () => {
  it('counts a status’s open items', () => {
    expect(strandedByStatus(status('doing', 1, { OpenItemCount: 4 }))).toBe(4)
  })

  it('counts the source’s open items only when the transition is its only way out', () => {
    const model = healthy()
    model.Statuses = [status('open', 0, { OpenItemCount: 3 }), status('doing', 1, { OpenItemCount: 5 }), status('done', 2)]
    const only = model.Transitions[1]!
    expect(strandedByTransition(model, only)).toBe(5)
    model.Transitions = [...model.Transitions, transition('t3', 'doing', 'open')]
    expect(strandedByTransition(model, only)).toBe(0)
  })

  it('does not count a way out into an inactive status as another way', () => {
    const model = healthy()
    model.Statuses = [...model.Statuses.map((entry) => (entry.Id === 'doing' ? { ...entry, OpenItemCount: 2 } : entry)), status('parked', 1, { IsActive: false })]
    model.Transitions = [...model.Transitions, transition('t3', 'doing', 'parked')]
    expect(strandedByTransition(model, model.Transitions[1]!)).toBe(2)
  })
})
