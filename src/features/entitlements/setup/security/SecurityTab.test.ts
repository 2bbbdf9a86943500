import { afterEach, describe, expect, it } from 'vitest'
import { flush } from '@/test/render'
import { ADMIN, type Answers, bodyOf, buttonIn, cleanUp, fail, makeModel, ok, renderSetup, signInConfigurator } from '@/test/entitlements/setup'
import { matrixRows, toSecurityBody } from './securityMatrix'

afterEach(cleanUp)

const SECURITY = `${ADMIN}/models/model-1/security`
const grants = [
  { Operation: 'read', SubjectType: 0, SubjectId: 'Configurator', DisplayName: 'Configurator' },
  { Operation: 'read', SubjectType: 0, SubjectId: 'Operator', DisplayName: 'Operator' },
  { Operation: 'issue', SubjectType: 0, SubjectId: 'operator', DisplayName: 'Operator' },
  { Operation: 'adjust', SubjectType: 0, SubjectId: 'Operator', DisplayName: 'Operator' },
] as const
const security = { ModelId: 'model-1', Grants: grants, RowVersion: 'rv-security' }
const answers = (): Answers => ({
  [`GET ${ADMIN}/models/model-1`]: ok(makeModel()),
  [`GET ${SECURITY}`]: ok(security),
  [`PUT ${SECURITY}`]: ok(security),
})

const checkbox = (testId: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`)!

describe('model security matrix', { timeout: 20_000 }, () => {
  it('shows one row per subject (role names case-insensitively) and Admin as always allowed', async () => {
    signInConfigurator()
    await renderSetup('/entitlements/setup/models/model-1/security', answers(), '[data-testid="security-matrix"]')
    const rows = [...document.querySelectorAll('[data-testid="security-matrix"] tbody tr')].map((row) => row.querySelector('th')?.textContent?.trim())
    expect(rows).toEqual(['Admin (always allowed)', 'Configurator', 'Operator'])
    expect(checkbox('grant-Operator-issue').checked).toBe(true)
    expect(checkbox('grant-Configurator-adjust').checked).toBe(false)
  })

  it('saves the whole set with the security RowVersion, and shows a refused subject on its row', async () => {
    signInConfigurator()
    const all = answers()
    const { calls } = await renderSetup('/entitlements/setup/models/model-1/security', all, '[data-testid="security-matrix"]')
    checkbox('grant-Configurator-issue').click()
    checkbox('grant-Operator-adjust').click()
    await flush()
    const name = document.querySelector<HTMLInputElement>('[data-testid="security-role"] input')!
    name.value = 'Auditors'
    name.dispatchEvent(new Event('input'))
    await flush()
    buttonIn(document, 'Add').click()
    await flush()
    checkbox('grant-Auditors-read').click()
    await flush()

    all[`PUT ${SECURITY}`] = fail(400, [{ Code: 'serviceEntitlements.admin.validation.subjectUnknown', Message: 'There is no role “Auditors”.', Field: 'Grants[4].SubjectId' }])
    buttonIn(document, 'Save').click()
    await flush()
    expect(bodyOf(calls.filter((call) => call.method === 'PUT').at(-1))).toEqual({
      Grants: [
        { Operation: 'read', SubjectType: 0, SubjectId: 'Configurator' },
        { Operation: 'issue', SubjectType: 0, SubjectId: 'Configurator' },
        { Operation: 'read', SubjectType: 0, SubjectId: 'Operator' },
        { Operation: 'issue', SubjectType: 0, SubjectId: 'Operator' },
        { Operation: 'read', SubjectType: 0, SubjectId: 'Auditors' },
      ],
      RowVersion: 'rv-security',
    })
    expect(document.querySelector('[data-testid="security-row-Auditors"]')?.textContent).toContain('There is no role “Auditors”.')
    // Nothing is lost: the ticks stay for the next try.
    expect(checkbox('grant-Configurator-issue').checked).toBe(true)
  })

  it('collapses a subject granted the same operation twice', () => {
    const rows = matrixRows([...grants, { Operation: 'read', SubjectType: 1, SubjectId: 'usr-1', DisplayName: 'Uma User' }, { Operation: 'read', SubjectType: 1, SubjectId: 'usr-1', DisplayName: 'Uma User' }])
    expect(toSecurityBody(rows, 'rv').body.Grants.filter((grant) => grant.SubjectId === 'usr-1')).toEqual([{ Operation: 'read', SubjectType: 1, SubjectId: 'usr-1' }])
  })
})
