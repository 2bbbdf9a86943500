import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { ENTITLEMENT_ID, makeDetail, makeLimit, ok, refused } from '@/test/entitlements/runtime'
import AdjustDialog from './AdjustDialog.vue'

afterEach(() => vi.unstubAllGlobals())

const ADJUST = `/api/workspace/entitlement-operations/entitlements/${ENTITLEMENT_ID}/quantity/adjust`
type Answer = { status: number; body: unknown } | 'network'

interface SentAdjust {
  NewConsumedAmount: number
  IdempotencyKey: string
  RowVersion: string
  EntitlementLimitId: string
  ReasonCode: string | null
}

/** Answers the adjust POSTs in turn and records what was sent. */
function server(answers: Answer[]) {
  const sent: SentAdjust[] = []
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (request.method === 'POST' && new URL(request.url).pathname === ADJUST) {
      sent.push(JSON.parse(await request.text()) as SentAdjust)
      const answer = answers[sent.length - 1] ?? answers[answers.length - 1]!
      if (answer === 'network') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } })
    }
    return new Response(JSON.stringify(ok(null).body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetchStub, sent }
}

async function render(answers: Answer[], detail = makeDetail()) {
  const backend = server(answers)
  vi.stubGlobal('fetch', backend.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  let n = 0
  const { wrapper } = await renderWithApp(AdjustDialog, { props: { detail, limitId: 'lim-tickets', makeKey: () => `key-${++n}` } })
  await flush()
  const dialog = document.querySelector('[data-testid="adjust-dialog"]') as HTMLElement
  const input = (testid: string) => dialog.querySelector(`[data-testid="${testid}"] input, [data-testid="${testid}"] textarea`) as HTMLInputElement
  const type = async (testid: string, value: string) => {
    const element = input(testid)
    element.value = value
    element.dispatchEvent(new Event('input'))
    await flush()
  }
  const click = async (testid: string) => {
    ;(dialog.querySelector(`[data-testid="${testid}"]`) as HTMLButtonElement).click()
    await flush()
    await flush()
  }
  const text = (testid: string) => dialog.querySelector(`[data-testid="${testid}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  return { wrapper, dialog, backend, type, click, text }
}

describe('AdjustDialog', () => {
  it('previews the ledger entry with exact decimals before anything is sent', async () => {
    const detail = makeDetail({ Limits: [makeLimit({ GrantedAmount: 0.3, ConsumedAmountSnapshot: 0.1, AvailableAmount: 0.2, UnitLabel: 'GB' })] })
    const { backend, type, click, text } = await render([ok(detail)], detail)
    await click('adjust-mode-consume')
    await type('adjust-amount', '0.2')
    expect(text('preview-consumed')).toBe('0.1 GB becomes 0.3 GB')
    expect(text('preview-delta')).toBe('+0.2 GB')
    expect(text('preview-balance')).toBe('0.3 GB')
    expect(text('preview-available')).toBe('0 GB of 0.3')
    expect(text('preview-over-limit')).toBe('')
    await type('adjust-amount', '0.25')
    expect(text('preview-over-limit')).toContain('0.35 is over the granted 0.3 by 0.05')
    expect(backend.sent).toHaveLength(0)
  })

  it('retries after a network failure with the same key and values, so the adjustment is applied once', async () => {
    const applied = makeDetail({ Limits: [makeLimit({ ConsumedAmountSnapshot: 15, RowVersion: 'rv-limit-2' })] })
    const { wrapper, backend, dialog, type, click, text } = await render(['network', ok(applied)])
    await type('adjust-amount', '15')
    await type('adjust-reason-code', 'Correction')
    await click('adjust-submit')
    expect(text('adjust-errors')).toContain('may or may not have been applied')
    expect(text('adjust-submit')).toBe('Retry')
    expect(wrapper.emitted('adjusted')).toBeUndefined()

    await click('adjust-submit')
    expect(backend.sent).toHaveLength(2)
    expect(backend.sent[1]).toEqual(backend.sent[0])
    expect(backend.sent[0]).toMatchObject({ IdempotencyKey: 'key-1', NewConsumedAmount: 15, RowVersion: 'rv-limit-1', EntitlementLimitId: 'lim-tickets', ReasonCode: 'correction' })
    expect(wrapper.emitted('adjusted')).toHaveLength(1)
    expect(dialog.textContent).not.toContain('may or may not')
  })

  it('makes a new key when a value changed after a failed try', async () => {
    const { backend, type, click, text } = await render(['network', 'network'])
    await type('adjust-amount', '15')
    await click('adjust-submit')
    await type('adjust-amount', '16')
    expect(text('adjust-submit')).toBe('Apply adjustment')
    await click('adjust-submit')
    expect(backend.sent.map((body) => [body.IdempotencyKey, body.NewConsumedAmount])).toEqual([
      ['key-1', 15],
      ['key-2', 16],
    ])
  })

  it('explains a concurrent change with the balance from the 409 and asks for a fresh confirmation', async () => {
    const theirs = makeDetail({ Limits: [makeLimit({ ConsumedAmountSnapshot: 14, AvailableAmount: 6, RowVersion: 'rv-limit-2' })] })
    const mine = makeDetail({ Limits: [makeLimit({ ConsumedAmountSnapshot: 17, RowVersion: 'rv-limit-3' })] })
    const stale = refused(409, 'workspace.concurrency.stale', 'The limit was changed by someone else.', theirs)
    const { wrapper, backend, click, type, text } = await render([stale, ok(mine)])
    await click('adjust-mode-consume')
    await type('adjust-amount', '3')
    expect(text('preview-consumed')).toBe('12 tickets becomes 15 tickets')
    await click('adjust-submit')
    expect(text('adjust-conflict')).toBe('Someone else changed this balance (now 14) — review the new preview and apply again.')
    expect(text('preview-consumed')).toBe('14 tickets becomes 17 tickets')
    expect(text('adjust-submit')).toBe('Apply adjustment')
    expect(wrapper.emitted('adjusted')).toBeUndefined()

    await click('adjust-submit')
    expect(backend.sent[1]).toMatchObject({ IdempotencyKey: 'key-2', RowVersion: 'rv-limit-2', NewConsumedAmount: 17 })
    expect(wrapper.emitted('adjusted')).toHaveLength(1)
  })

  it('explains a key used before for other values and shows field errors on their fields', async () => {
    const reused = refused(409, 'serviceEntitlements.runtime.idempotencyKeyReused', 'Key reused.', makeDetail())
    const invalid = refused(400, 'serviceEntitlements.validation.amountInvalid', 'The amount is not valid.', null, 'NewConsumedAmount')
    const { dialog, type, click, text } = await render([reused, invalid])
    await type('adjust-amount', '13')
    await click('adjust-submit')
    expect(text('adjust-conflict')).toContain('An earlier try of this adjustment with other values was already applied (consumed now 12)')
    await click('adjust-submit')
    expect(dialog.querySelector('[data-testid="adjust-amount"]')?.textContent).toContain('The amount is not valid.')
  })
})
