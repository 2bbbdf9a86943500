import { afterEach, describe, expect, it } from 'vitest'
import { flush } from '@/test/render'
import { ADMIN, type Answers, autoRenew, bodyOf, buttonIn, cleanUp, fail, makeImpact, makeModel, makePlan, ok, renderSetup, signInConfigurator, type } from '@/test/entitlements/setup'

afterEach(cleanUp)

const PLAN = `${ADMIN}/plans/plan-basic`
const answers = (plan = makePlan()): Answers => ({
  [`GET ${PLAN}`]: ok(plan),
  [`GET ${ADMIN}/models/model-1`]: ok(makeModel()),
  [`GET ${ADMIN}/plan-families`]: ok([{ Id: 'fam-support', Key: 'support-plans', DisplayName: 'Support plans', Description: null, SortOrder: 1, PlanCount: 1, RowVersion: 'rv-f' }]),
  [`GET ${ADMIN}/renewal-policies`]: ok([autoRenew]),
})
const errorsOf = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.closest('.v-input')?.querySelector('.v-messages')?.textContent?.trim()

describe('plan editor', { timeout: 20_000 }, () => {
  it('checks a new plan like the server does, beside each field', async () => {
    signInConfigurator()
    const all = answers()
    const { calls } = await renderSetup('/entitlements/setup/plans/new?modelId=model-1', all, '[data-testid="plan-save"]')
    buttonIn(document, 'Add limit').click()
    await flush()
    buttonIn(document, 'Create plan').click()
    await flush()
    expect(errorsOf('plan-display-name')).toBe('Required.')
    expect(errorsOf('limit-0-name')).toBe('Required.')
    expect(errorsOf('limit-0-amount')).toBe('0 or more, or tick Unlimited.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    expect(document.querySelector('[data-testid="plan-live-summary"]')?.textContent).toBe('12 months')
  })

  it('asks for an impact preview before saving changed terms of a plan with issued entitlements', async () => {
    signInConfigurator()
    const plan = makePlan({ IssuedCount: 5 })
    const all = answers(plan)
    const { calls } = await renderSetup('/entitlements/setup/plans/plan-basic', all, '[data-testid="limit-0-amount"]')
    expect(document.querySelector('[data-testid="plan-live-summary"]')?.textContent).toBe('12 months · monthly windows from the start · 14 days grace · Auto-renew (30 days ahead)')
    await type(document.querySelector<HTMLInputElement>('[data-testid="limit-0-amount"] input')!, '10')
    expect(document.querySelector('[data-testid="plan-live-limits"]')?.textContent).toBe('Tickets 10 · Seats 5')

    all[`POST ${PLAN}/impact`] = ok(makeImpact())
    buttonIn(document, 'Preview impact').click()
    await flush()
    const preview = bodyOf(calls.find((call) => call.method === 'POST')) as { Limits: { GrantedAmount: number | null }[]; RowVersion: string }
    expect(preview.Limits.map((limit) => limit.GrantedAmount)).toEqual([10, 5])
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
    expect(document.querySelector('[data-testid="impact-differing-count"]')?.textContent).toContain('2 of 5 live entitlements')

    // A stale RowVersion: the conflict dialog, and the edits stay.
    all[`PUT ${PLAN}`] = fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Someone else changed the plan.' }], makePlan({ IssuedCount: 5, DisplayName: 'Basic support', RowVersion: 'rv-plan-2' }))
    buttonIn(document, 'Save').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'PUT'))).toMatchObject({ RowVersion: 'rv-plan' })
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Basic support')
    expect(document.querySelector<HTMLInputElement>('[data-testid="limit-0-amount"] input')?.value).toBe('10')
  })
})
