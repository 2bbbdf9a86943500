import { describe, expect, it } from 'vitest'
import { makeBoard } from '@/test/boards/designerData'
import { checkTransition, newPrerequisite, toTransitionCreateRequest, toTransitionUpdateRequest, transitionValues, type TransitionCheckContext } from './transitionForm'

const board = makeBoard()
const context = (changes: Partial<TransitionCheckContext> = {}): TransitionCheckContext => ({
  model: board,
  transitionId: null,
  targetDefinitionIds: (boardId) => (boardId === board.Id ? ['target-none'] : undefined),
  boardIds: new Set([board.Id, 'board-2']),
  ...changes,
})
const fresh = () => ({ ...transitionValues(null, 'doing'), ToBoardStatusId: 'open' })
const withRow = (changes: Partial<ReturnType<typeof newPrerequisite>>) => ({
  ...fresh(),
  LinkPrerequisites: [{ ...newPrerequisite(board.Id), TargetBoardTargetDefinitionId: 'target-none', ...changes }],
})
const keys = (problems: Record<string, { key: string }>) => Object.fromEntries(Object.entries(problems).map(([member, problem]) => [member, problem.key]))

describe('checkTransition', () => {
  it('accepts a new transition with a derived key and name left empty', () => {
    expect(checkTransition(fresh(), context())).toEqual({})
  })

  it('refuses a transition to the same status and a second one between the same pair', () => {
    expect(keys(checkTransition({ ...fresh(), ToBoardStatusId: 'doing' }, context()))).toEqual({ ToBoardStatusId: 'boardsDesigner.validation.sameStatus' })
    expect(keys(checkTransition({ ...fresh(), FromBoardStatusId: 'open', ToBoardStatusId: 'doing' }, context()))).toEqual({
      ToBoardStatusId: 'boardsDesigner.validation.transitionExists',
    })
    // Editing that transition itself is fine.
    const existing = transitionValues(board.Transitions[0]!)
    expect(checkTransition(existing, context({ transitionId: 't1' }))).toEqual({})
  })

  it('needs a key in the pattern (and a name) once the transition exists, and a free key', () => {
    const existing = { ...transitionValues(board.Transitions[0]!), Key: '', DisplayName: ' ' }
    expect(keys(checkTransition(existing, context({ transitionId: 't1' })))).toEqual({
      Key: 'boardsDesigner.validation.key',
      DisplayName: 'common.validation.required',
    })
    expect(keys(checkTransition({ ...fresh(), Key: 'Open-To-Doing' }, context()))).toEqual({ Key: 'boardsDesigner.validation.keyTaken' })
    expect(keys(checkTransition({ ...fresh(), Key: '9 lives' }, context()))).toEqual({ Key: 'boardsDesigner.validation.key' })
  })

  it('checks prerequisite counts exactly like the server, on the row’s members', () => {
    expect(checkTransition(withRow({ MinimumCount: 1, MaximumCount: null }), context())).toEqual({})
    expect(checkTransition(withRow({ MinimumCount: 2, MaximumCount: 2 }), context())).toEqual({})
    expect(keys(checkTransition(withRow({ MinimumCount: 0 }), context()))).toEqual({ 'LinkPrerequisites[0].MinimumCount': 'boardsDesigner.validation.minimumCount' })
    expect(keys(checkTransition(withRow({ MinimumCount: null }), context()))).toEqual({ 'LinkPrerequisites[0].MinimumCount': 'boardsDesigner.validation.minimumCount' })
    expect(keys(checkTransition(withRow({ MinimumCount: 1.5 }), context()))).toEqual({ 'LinkPrerequisites[0].MinimumCount': 'boardsDesigner.validation.minimumCount' })
    expect(keys(checkTransition(withRow({ MinimumCount: 3, MaximumCount: 2 }), context()))).toEqual({
      'LinkPrerequisites[0].MaximumCount': 'boardsDesigner.validation.maximumCount',
    })
  })

  it('needs a known target board and one of its target definitions', () => {
    expect(keys(checkTransition(withRow({ TargetBoardId: 'gone' }), context()))).toEqual({ 'LinkPrerequisites[0].TargetBoardId': 'boardsDesigner.validation.pickBoard' })
    expect(keys(checkTransition(withRow({ TargetBoardTargetDefinitionId: 'other' }), context()))).toEqual({
      'LinkPrerequisites[0].TargetBoardTargetDefinitionId': 'boardsDesigner.validation.pickTarget',
    })
    // Another board's definitions not loaded yet: only an empty choice is refused here.
    expect(checkTransition(withRow({ TargetBoardId: 'board-2', TargetBoardTargetDefinitionId: 'x' }), context())).toEqual({})
  })
})

describe('transition requests', () => {
  it('sends null key and name on create so the server derives them, without prerequisite ids', () => {
    const body = toTransitionCreateRequest(withRow({ Id: 'old' }))
    expect(body.Key).toBeNull()
    expect(body.DisplayName).toBeNull()
    expect(body.LinkPrerequisites?.[0]).not.toHaveProperty('Id')
  })

  it('keeps saved prerequisite ids on update and normalises the key', () => {
    const values = { ...withRow({ Id: 'p1', MaximumCount: 4 }), Key: ' Doing-Back ', DisplayName: 'Back' }
    const body = toTransitionUpdateRequest(values, 'rv')
    expect(body).toMatchObject({ Key: 'doing-back', DisplayName: 'Back', RowVersion: 'rv' })
    expect(body.LinkPrerequisites[0]).toMatchObject({ Id: 'p1', MinimumCount: 1, MaximumCount: 4 })
  })
})
