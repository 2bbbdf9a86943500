import { afterEach, describe, expect, it } from 'vitest'
import { makeBoard } from '@/test/boards/designerData'
import { BOARD_URL, bodyOf, buttonIn, cleanUp, dialog, field, ok, renderDesigner, settle, signInConfigurator } from '@/test/boards/designer'

afterEach(cleanUp)

const RULES = `${BOARD_URL}/security/profiles/BoardItem/initial-assignment-rules`

function boardWithRule() {
  return makeBoard({
    Responsibilities: [{ Id: 'resp-1', Key: 'assignee', DisplayName: 'Assignee', Scope: 0, SortOrder: 1, RowVersion: 'rv-resp' }],
    InitialAssignmentRules: [
      { Id: 'rule-1', Key: 'creator', ResponsibilityKey: 'assignee', SubjectSource: 'Creator', SubjectKey: null, Enabled: true, SortOrder: 1, RowVersion: 'rv-rule' },
    ],
  })
}

describe('initial assignment rule dialog', { timeout: 20_000 }, () => {
  it('sends the same OperationKey when the same change is retried after a lost connection', async () => {
    signInConfigurator()
    const board = boardWithRule()
    const { calls, answers } = await renderDesigner('/boards/board-1/design/responsibilities?rule=rule-1', board, {}, '[data-testid="rule-key"]')
    const form = dialog()
    field(form, 'Enabled').click()
    await settle()

    // No answer: the request fails like a lost connection.
    buttonIn(form, 'Save').click()
    await settle()
    const first = bodyOf(calls.filter((call) => call.method === 'POST').at(-1)) as { OperationKey: string; RowVersion: string; Enabled: boolean }
    expect(first).toMatchObject({ Key: 'creator', ResponsibilityKey: 'assignee', SubjectSource: 'Creator', SubjectKey: null, Enabled: false, RowVersion: board.SecurityRowVersion })
    expect(dialog()).toBe(form)

    answers[`POST ${RULES}`] = ok({ Rule: board.InitialAssignmentRules[0], SecurityRowVersion: 'rv-security-2' })
    buttonIn(form, 'Save').click()
    await settle()
    const retry = bodyOf(calls.filter((call) => call.method === 'POST').at(-1)) as { OperationKey: string }
    expect(retry.OperationKey).toBe(first.OperationKey)
    // Saved: the model is read again for the new security row version, and the dialog closes.
    expect(calls.filter((call) => call.method === 'GET' && call.url.endsWith(BOARD_URL)).length).toBeGreaterThan(1)
    expect(document.querySelector('[data-testid="rule-key"]')).toBeNull()
  })
})
