import { describe, expect, it } from 'vitest'
import { makeBoard } from '@/test/boards/designerData'
import { attentionValues, checkDueDates, dueDateValues, newExpectation, toAttentionRequest, toDueDateRequest } from './policyForms'

describe('due-date policy form', () => {
  it('checks offsets against the server’s bounds on the row’s member', () => {
    const values = { ...dueDateValues(makeBoard().DueDatePolicy), Expectations: [newExpectation('doing'), { ...newExpectation(''), OffsetAmount: 10001 }] }
    expect(Object.keys(checkDueDates(values))).toEqual(['Expectations[1].ExpectedBoardStatusId', 'Expectations[1].OffsetAmount'])
    expect(checkDueDates({ ...values, Expectations: [{ ...newExpectation('doing'), OffsetAmount: 10000 }] })).toEqual({})
    expect(Object.keys(checkDueDates({ ...values, Expectations: [{ ...newExpectation('doing'), OffsetAmount: 0 }] }))).toEqual(['Expectations[0].OffsetAmount'])
  })

  it('sends the expectations in order, keeping saved ids', () => {
    const values = { ...dueDateValues(null), Expectations: [{ ...newExpectation('open'), Id: 'e1' }, newExpectation('doing')] }
    const body = toDueDateRequest(values, 'rv')
    expect(body.Expectations).toEqual([
      { Id: 'e1', ExpectedBoardStatusId: 'open', OffsetAmount: 1, OffsetUnit: 0, Severity: 1, SortOrder: 1 },
      { ExpectedBoardStatusId: 'doing', OffsetAmount: 1, OffsetUnit: 0, Severity: 1, SortOrder: 2 },
    ])
  })
})

describe('attention-signal policy form', () => {
  it('offers every known reason, keeping what the board saved', () => {
    const values = attentionValues({
      Reasons: [{ Id: 'r1', AttentionSignalTypeKey: 'stale', DefaultSeverity: 0, SignalEnabled: true, NotificationDeliveryEnabled: false, SortOrder: 1, RowVersion: 'x' }],
      Audience: [],
      RowVersion: 'rv',
    })
    expect(values.Reasons.map((row) => [row.AttentionSignalTypeKey, row.SignalEnabled])).toEqual([
      ['overdue', false],
      ['dueSoon', false],
      ['unassigned', false],
      ['stale', true],
    ])
    expect(toAttentionRequest(values, 'rv').Reasons[3]).toMatchObject({ Id: 'r1', AttentionSignalTypeKey: 'stale', SortOrder: 4 })
  })
})
