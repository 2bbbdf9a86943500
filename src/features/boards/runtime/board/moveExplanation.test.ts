import { describe, expect, it } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import { makeOption } from '@/test/boards/runtime'
import { explainRefusal, refusalSummary } from './moveExplanation'

const t = i18n.global.t as (key: string, named?: Record<string, unknown>, plural?: number) => string
const boards = (id: string) => (id === 'board-sup' ? 'Suppliers' : null)
const prerequisite = (overrides: Record<string, unknown> = {}) => ({
  BoardTransitionLinkPrerequisiteId: 'lp-1',
  LinkType: 0,
  Direction: 0,
  TargetBoardId: 'board-sup',
  TargetBoardTargetDefinitionId: 'td-1',
  MinimumCount: 1,
  MaximumCount: null,
  CurrentCount: 0,
  MissingCount: 1,
  Satisfied: false,
  ...overrides,
})
const linkIssue = { Code: 'serviceBoards.runtime.move.linkPrerequisite', Message: 'A link prerequisite is not met.' }

describe('explainRefusal', () => {
  it('says how many related items are missing on which board, instead of the bare code message', () => {
    const option = makeOption('st-done', 'Done', { Allowed: false, Errors: [linkIssue], LinkPrerequisites: [prerequisite()] } as never)
    const refusal = explainRefusal(option, boards, t)
    expect(refusal.links.map((link) => link.text)).toEqual(['needs 1 more related item on Suppliers: 0 of min 1'])
    expect(refusal.messages).toEqual([])
  })

  it('counts in the plural and names child items and an upper bound', () => {
    const option = makeOption('st-done', 'Done', {
      Allowed: false,
      LinkPrerequisites: [
        prerequisite({ LinkType: 1, MinimumCount: 3, CurrentCount: 1, MissingCount: 2 }),
        prerequisite({ BoardTransitionLinkPrerequisiteId: 'lp-2', TargetBoardId: 'gone', MinimumCount: 1, MaximumCount: 1, CurrentCount: 2, MissingCount: 0 }),
      ],
    } as never)
    expect(explainRefusal(option, boards, t).links.map((link) => link.text)).toEqual([
      'needs 2 more child items on Suppliers: 1 of min 3',
      'has 2 related items on another board: at most 1 allowed',
    ])
  })

  it('lists readable open children and counts the hidden ones', () => {
    const child = { Id: 'c1', BoardId: 'b', BoardKey: 'orders', BoardDisplayName: 'Orders', RunNumber: 1, DisplayName: 'Part', Number: 'ORDERS-9', BoardStatusDisplayName: 'To do' }
    const option = makeOption('st-done', 'Done', {
      Allowed: false,
      Errors: [{ Code: 'serviceBoards.runtime.move.openChildren', Message: 'Open child items block closing.' }],
      CloseBlockers: { TotalCount: 3, HiddenCount: 2, ReadableChildren: [child], HiddenChildren: [] },
    } as never)
    const refusal = explainRefusal(option, boards, t)
    expect(refusal.children.map((item) => item.Number)).toEqual(['ORDERS-9'])
    expect(refusal.hiddenCount).toBe(2)
    expect(refusal.messages).toEqual([])
    expect(refusalSummary(refusal, t)).toBe('3 open child items')
  })

  it('keeps any other message of the server', () => {
    const option = makeOption('st-done', 'Done', { Allowed: false, Errors: [{ Code: 'serviceBoards.runtime.move.noTransition', Message: 'No transition leads from To do to Done.' }] } as never)
    expect(refusalSummary(explainRefusal(option, boards, t), t)).toBe('No transition leads from To do to Done.')
  })
})
