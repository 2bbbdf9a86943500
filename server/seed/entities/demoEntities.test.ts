import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RUNTIME } from '../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../test/testApi'

interface Money {
  Amount: number
  CurrencyCode: string
}
interface Line {
  Fields: { quantity: number | null; unit_price: Money | null; line_total: Money | null }
}
interface Contract {
  Id: string
  Fields: { total: Money | null; lines: Line[] | null }
}

let api: TestApi

beforeAll(async () => {
  // Commands run on the function host; the test drives it.
  api = await startTestApi({ functionHost: 'by hand' })
})
afterAll(() => api.close())

const cents = (amount: number) => Math.round(amount * 100)

describe('demo contracts', () => {
  it('open with every line total and contract total filled, as "Recalculate contract totals" keeps them', async () => {
    const page = await api.ok<{ Items: Array<{ Id: string }>; TotalCount: number }>('GET', '/api/workspace/entity/contracts/instances?PageSize=200')
    expect(page.TotalCount).toBe(60)
    for (const { Id } of page.Items) {
      const contract = await api.ok<Contract>('GET', `/api/workspace/entity/contracts/instances/${Id}`)
      const lines = contract.Fields.lines ?? []
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        expect(line.Fields.line_total).toEqual({ Amount: expect.any(Number), CurrencyCode: 'EUR' })
        expect(cents(line.Fields.line_total!.Amount)).toBe(cents((line.Fields.quantity ?? 0) * (line.Fields.unit_price?.Amount ?? 0)))
      }
      const sum = lines.reduce((total, line) => total + cents(line.Fields.line_total!.Amount), 0)
      expect(contract.Fields.total).toEqual({ Amount: expect.any(Number), CurrencyCode: 'EUR' })
      expect(cents(contract.Fields.total!.Amount)).toBe(sum)
    }
  })

  it('leave the recalculation nothing to do', async () => {
    const run = await api.ok<{ ResultSummary: string | null }>('POST', `${RUNTIME}/recalculate-contract-totals/commands`, { Arguments: {} })
    expect(run.ResultSummary).toBe('Skipped: every contract total is up to date.')
  })
})
