import { afterEach, describe, expect, it } from 'vitest'
import { flush } from '@/test/render'
import { ADMIN, autoRenew, bodyOf, buttonIn, cleanUp, dialog, field, ok, renderSetup, signInConfigurator, type } from '@/test/entitlements/setup'

afterEach(cleanUp)

const FAMILIES = `${ADMIN}/plan-families`
const support = { Id: 'fam-support', Key: 'support-plans', DisplayName: 'Support plans', Description: 'Help desk', SortOrder: 1, PlanCount: 2, RowVersion: 'rv-f' }
const spare = { ...support, Id: 'fam-spare', Key: 'spare', DisplayName: 'Spare', Description: null, SortOrder: 2, PlanCount: 0, RowVersion: 'rv-s' }

describe('plan families and renewal policies', { timeout: 20_000 }, () => {
  it('creates a plan family whose key follows its name', async () => {
    signInConfigurator()
    const answers = { [`GET ${FAMILIES}`]: ok([support]), [`POST ${FAMILIES}`]: ok({ ...spare, Key: 'premium-plans', DisplayName: 'Premium plans' }) }
    const { calls } = await renderSetup('/entitlements/setup/families', answers, '[data-testid="family-support-plans"]')
    expect(document.querySelector('[data-testid="family-support-plans"]')?.textContent).toContain('Help desk')

    document.querySelector<HTMLButtonElement>('[data-testid="new-family"]')!.click()
    await flush()
    await type(field(dialog(), 'Name'), 'Premium plans')
    expect(document.querySelector<HTMLInputElement>('[data-testid="family-key"] input')?.value).toBe('premium-plans')
    buttonIn(dialog(), 'Create').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ Key: 'premium-plans', DisplayName: 'Premium plans', Description: null, SortOrder: null })
  })

  it('warns before deleting a family plans use, and deletes with the RowVersion', async () => {
    signInConfigurator()
    const answers = { [`GET ${FAMILIES}`]: ok([support, spare]), [`DELETE ${FAMILIES}/fam-support`]: ok(null) }
    const { calls } = await renderSetup('/entitlements/setup/families', answers, '[data-testid="family-support-plans"]')
    buttonIn(document, 'Delete Support plans').click()
    await flush()
    expect(dialog().textContent).toContain('2 plans use this family')
    buttonIn(dialog(), 'Delete').click()
    await flush()
    expect(calls.find((call) => call.method === 'DELETE')?.url).toContain('/plan-families/fam-support?rowVersion=rv-f')
  })

  it('edits a renewal policy: its key stays, its own fields save with the names', async () => {
    signInConfigurator()
    const POLICIES = `${ADMIN}/renewal-policies`
    const answers = { [`GET ${POLICIES}`]: ok([autoRenew]), [`PUT ${POLICIES}/pol-auto`]: ok({ ...autoRenew, DisplayName: 'Yearly renewal', RowVersion: 'rv-pol-2' }) }
    const { calls } = await renderSetup('/entitlements/setup/renewal-policies', answers, '[data-testid="policy-auto-renew"]')
    expect(document.querySelector('[data-testid="policy-auto-renew"]')?.textContent).toContain('30 days')

    buttonIn(document, 'Edit Auto-renew').click()
    await flush()
    await type(field(dialog(), 'Name'), 'Yearly renewal')
    expect(document.querySelector<HTMLInputElement>('[data-testid="policy-key"] input')?.value).toBe('auto-renew')
    buttonIn(dialog(), 'Save').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'PUT'))).toMatchObject({ Key: 'auto-renew', DisplayName: 'Yearly renewal', Mode: 1, LeadDays: 30, RowVersion: 'rv-pol' })
  })
})
