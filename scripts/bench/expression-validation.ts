// The validation operation the expression editors call on every pause in typing: a 2,000-character
// expression over a 300-field definition, timed from Node over HTTP against the local API.
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'
import type { Benchmark } from './types'

export const VALIDATION_P95_BUDGET_MS = 20
const FIELDS = 300
const SAMPLES = 60
const WARMUP = 10
const admin = '/api/workspace/admin'

/** A 300-field definition: integers, decimals, money, text and dates in turn. */
async function createDefinition(apiUrl: string, token: string): Promise<string> {
  const definition = await callApi<{ Id: string; Tables: Array<{ Id: string }> }>(apiUrl, token, 'POST', `${admin}/entity-definitions`, {
    Name: `expression_bench_${Date.now()}`,
    DisplayNameSingular: 'Order',
    DisplayNamePlural: 'Orders',
  })
  const shapes = [
    { FieldType: 2 },
    { FieldType: 3, DecimalPrecision: 12, DecimalScale: 3 },
    { FieldType: 4, BaseCurrencyCode: 'EUR' },
    { FieldType: 0 },
    { FieldType: 6 },
  ]
  for (let n = 0; n < FIELDS; n++) {
    await callApi(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${definition.Tables[0]!.Id}/fields`, {
      Key: `field_${n}`,
      DisplayName: `Field ${n}`,
      ...shapes[n % shapes.length],
    })
  }
  return definition.Id
}

/** About 2,000 characters of conditions over many fields, of every kind the editors see. */
export function longExpression(targetLength = 2000): string {
  const parts: string[] = []
  for (let n = 0; parts.join(' AND ').length < targetLength; n += 5) {
    parts.push(`(field_${n} > ${n} OR field_${n + 1} BETWEEN 0 AND ${n}.5)`)
    parts.push(`COALESCE(field_${n + 2}, MONEY(0, 'EUR')) >= MONEY(${n}, 'EUR')`)
    parts.push(`UPPER(TRIM(field_${n + 3})) IN ('A', 'B', 'C') AND field_${n + 4} < ADD_DAYS(TODAY(), ${n})`)
  }
  return parts.join(' AND ')
}

export const expressionValidation: Benchmark = {
  name: 'expression-validation',
  description: `POST /admin/expressions/validate: a 2,000-character expression over a ${FIELDS}-field definition`,
  async run({ apiUrl }) {
    const token = await signInAdmin(apiUrl)
    const definitionId = await createDefinition(apiUrl, token)
    const expression = longExpression()
    const body = { Expression: expression, Purpose: 4, EntityDefinitionId: definitionId }
    const samples: number[] = []
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const started = performance.now()
      const result = await callApi<{ IsValid: boolean; Diagnostics: unknown[] }>(apiUrl, token, 'POST', `${admin}/expressions/validate`, body)
      const elapsed = performance.now() - started
      if (!result.IsValid) throw new Error(`The benchmark expression is invalid: ${JSON.stringify(result.Diagnostics[0])}`)
      if (i >= WARMUP) samples.push(elapsed)
    }
    const stats = timingStats(samples)
    return {
      details: { expressionLength: expression.length, fields: FIELDS, ...stats },
      budgets: [timingBudget('validate p95', stats.p95Ms, VALIDATION_P95_BUDGET_MS)],
      summary: [`expression of ${expression.length} characters`, formatStats('validate', stats)],
    }
  },
}
