import { describe, expect, it } from 'vitest'
import { makeBoard, makeStatus, makeTransition } from '@/test/boards/designerData'
import { graphElements, layoutBoard, moveStatus } from './graphModel'

describe('graphElements', () => {
  it('draws every status that is not deleted and every transition between them', () => {
    const board = makeBoard()
    board.Statuses.push(makeStatus('gone', { IsDeleted: true, IsActive: false }))
    const { nodes, edges } = graphElements(board, layoutBoard(board), new Set(['doing']))
    expect(nodes.map((node) => node.id)).toEqual(['open', 'doing', 'done'])
    expect(nodes.find((node) => node.id === 'doing')?.data.flagged).toBe(true)
    expect(edges.map((edge) => `${edge.source}>${edge.target}:${edge.sourceHandle}`)).toEqual(['open>doing:out', 'doing>done:out'])
  })

  it('routes a transition leading back below the nodes, and marks inactive ones and prerequisites', () => {
    const board = makeBoard()
    board.Transitions.push(
      makeTransition('t3', 'done', 'open', {
        IsActive: false,
        LinkPrerequisites: [{ Id: 'p', LinkType: 0, Direction: 0, TargetBoardId: 'board-1', TargetBoardTargetDefinitionId: 'target-none', MinimumCount: 1, MaximumCount: null, RowVersion: 'x' }],
      }),
    )
    const positions = layoutBoard(board)
    const back = graphElements(board, positions, new Set()).edges.find((edge) => edge.id === 't3')!
    expect(back).toMatchObject({ sourceHandle: 'back-out', targetHandle: 'back-in' })
    expect(back.data).toMatchObject({ back: true, active: false, prerequisiteCount: 1 })
  })

  it('bends a transition that skips a column between the columns, and drops the bends once an end is dragged', () => {
    const board = makeBoard()
    board.Transitions.push(makeTransition('skip', 'open', 'done'))
    const layout = layoutBoard(board)
    const skip = () => graphElements(board, current, new Set()).edges.find((edge) => edge.id === 'skip')!.data.bends
    let current = layout
    expect(skip().length).toBeGreaterThan(0)
    expect(graphElements(board, current, new Set()).edges.find((edge) => edge.id === 't1')!.data.bends).toEqual([])
    current = moveStatus(layout, board, 'done', { x: 900, y: 400 })
    expect(skip()).toEqual([])
    expect(current.positions.get('done')).toEqual({ x: 900, y: 400 })
  })
})
