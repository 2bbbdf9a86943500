import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi } from '../../../test/fixtures/entities/schema'
import type { EntityDefinitionDetail, EntityField } from '../types'
import { runtime, type MutationResult } from '../../../test/fixtures/entities/records'
import { runQueuedJobs } from '../../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../../test/testApi'

/** The expression operations over HTTP on a fresh database: validate, evaluate, calculations, rules, statements. */

let api: TestApi
let orders: EntityDefinitionDetail
let customers: EntityDefinitionDetail
const fields: Record<string, EntityField> = {}
let tableId: string

interface Validation {
  IsValid: boolean
  ResultType: string | null
  ExpectedType: string | null
  ReferencedFieldKeys: string[]
  Diagnostics: Array<{ Code: string; Message: string; Field: string; Metadata: Record<string, string> }>
}

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  customers = await createDefinition(api)
  const customersTable = customers.Tables[0]!.Id
  await addField(api, customersTable, { Key: 'country', DisplayName: 'Country', FieldType: 0 })
  orders = await createDefinition(api)
  tableId = orders.Tables[0]!.Id
  const bodies: Array<Record<string, unknown>> = [
    { Key: 'amount', DisplayName: 'Amount', FieldType: 4, BaseCurrencyCode: 'EUR' },
    { Key: 'amount_net', DisplayName: 'Net amount', FieldType: 4, BaseCurrencyCode: 'EUR' },
    { Key: 'quantity', DisplayName: 'Quantity', FieldType: 2 },
    { Key: 'rate', DisplayName: 'Rate', FieldType: 3, DecimalPrecision: 6, DecimalScale: 4 },
    { Key: 'total', DisplayName: 'Total', FieldType: 4, BaseCurrencyCode: 'EUR' },
    { Key: 'note', DisplayName: 'Note', FieldType: 0 },
    { Key: 'customer', DisplayName: 'Customer', FieldType: 10, ReferenceToEntityDefinitionId: customers.Id },
  ]
  for (const body of bodies) fields[body.Key as string] = await addField(api, tableId, body)
}, 60_000)

afterAll(async () => {
  await api?.close()
})

const validate = (Expression: string, Purpose: number, extra: Record<string, unknown> = {}) =>
  api.ok<Validation>('POST', `${admin}/expressions/validate`, { Expression, Purpose, EntityDefinitionId: orders.Id, ...extra })

describe('validate', () => {
  it('answers the type, the referenced keys and no diagnostics for a valid condition', async () => {
    const result = await validate("quantity > 2 AND customer.country = 'DE'", 4)
    expect(result).toMatchObject({ IsValid: true, ResultType: 'Boolean', ExpectedType: 'Boolean', Diagnostics: [] })
    expect(result.ReferencedFieldKeys.sort()).toEqual(['customer', 'quantity'])
  })

  it('places a mistake at its UTF-16 offsets with line, column and a suggestion', async () => {
    const result = await validate('quantity > 2 AND\n  amount_nett > 0', 4)
    expect(result.IsValid).toBe(false)
    expect(result.Diagnostics).toHaveLength(1)
    expect(result.Diagnostics[0]).toMatchObject({
      Code: 'expression.unknownField',
      Field: 'Expression',
      Metadata: { start: '19', end: '30', line: '2', column: '3', suggestion: 'amount_net' },
    })
  })

  it('says why money and an integer do not add up, in the configurator\'s words', async () => {
    const result = await validate('amount + quantity > 0', 4)
    expect(result.Diagnostics[0]?.Code).toBe('expression.typeMismatch')
    expect(result.Diagnostics[0]?.Message).toContain('Money (EUR)')
  })

  it('needs a Boolean for a condition', async () => {
    const result = await validate('amount', 1)
    expect(result).toMatchObject({ IsValid: false, ResultType: 'Money (EUR)', ExpectedType: 'Boolean' })
  })

  it('refuses an unknown definition with 404 and a calculation without its field with 400', async () => {
    expect((await api.call('POST', `${admin}/expressions/validate`, { Expression: '1', Purpose: 1, EntityDefinitionId: 'nope' })).status).toBe(404)
    const missing = await api.call('POST', `${admin}/expressions/validate`, { Expression: '1', Purpose: 0, EntityDefinitionId: orders.Id })
    expect(missing.status).toBe(400)
    expect(missing.body.Errors[0]?.Field).toBe('FieldId')
  })

  it('refuses an overlong expression as a diagnostic without reading it, and wrong types with 400', async () => {
    const long = await validate(`quantity > 1 AND ${'x'.repeat(500_000)}`, 4)
    expect(long).toMatchObject({ IsValid: false, Diagnostics: [expect.objectContaining({ Code: 'expression.tooLong' })] })
    const wrong = await api.call('POST', `${admin}/expressions/validate`, { Expression: 42, Purpose: 'x', EntityDefinitionId: orders.Id })
    expect(wrong.status).toBe(400)
    const nul = await api.call('POST', `${admin}/expressions/validate`, { Expression: 'a\u0000', Purpose: 1, EntityDefinitionId: orders.Id })
    expect(nul.status).toBe(400)
  })

  it('is for configurators: an operator gets 403', async () => {
    const reply = await api.call('POST', `${admin}/expressions/validate`, { Expression: '1 = 1', Purpose: 1, EntityDefinitionId: orders.Id }, 'operator')
    expect(reply.status).toBe(403)
  })

  it('sees a field added after an earlier validation (the schema is cached only while unchanged)', async () => {
    expect((await validate('late_field > 1', 4)).Diagnostics[0]?.Code).toBe('expression.unknownField')
    fields.late_field = await addField(api, tableId, { Key: 'late_field', DisplayName: 'Late', FieldType: 2 })
    expect((await validate('late_field > 1', 4)).IsValid).toBe(true)
  })

  it('serves the function catalogue and keywords', async () => {
    const language = await api.ok<{ Functions: Array<{ Name: string; Signature: string }>; Keywords: string[] }>('GET', `${admin}/expressions/language`)
    expect(language.Functions.find((fn) => fn.Name === 'ROUND')?.Signature).toMatch(/^ROUND\(/)
    expect(language.Keywords).toContain('BETWEEN')
  })
})

describe('calculations', () => {
  it('validates against the field: narrowing needs an explicit ROUND, offered as the fix', async () => {
    const result = await api.ok<Validation & { AffectedRecordCount: number }>('POST', `${admin}/entity-fields/${fields.total!.Id}/calculation/validate`, {
      Expression: 'amount * rate',
    })
    expect(result).toMatchObject({ IsValid: false, ExpectedType: 'Money (EUR), 2 places', AffectedRecordCount: 0 })
    expect(result.Diagnostics[0]).toMatchObject({ Code: 'expression.needsRounding', Metadata: { suggestion: 'ROUND(amount * rate, 2)' } })
  })

  it('refuses a text field as a target and a calculation that reads itself', async () => {
    const text = await api.call('POST', `${admin}/entity-fields/${fields.note!.Id}/calculation/validate`, { Expression: '1' })
    expect(text.status).toBe(400)
    const self = await api.ok<Validation>('POST', `${admin}/entity-fields/${fields.total!.Id}/calculation/validate`, { Expression: 'total + amount' })
    expect(self.Diagnostics[0]?.Code).toBe('expression.cycle')
  })

  it('saves with the RowVersion, refuses a stale one (409) and an invalid one (400, nothing stored)', async () => {
    const field = fields.total!
    const invalid = await api.call('PUT', `${admin}/entity-fields/${field.Id}/calculation`, { Expression: 'amount * rate', RowVersion: field.RowVersion })
    expect(invalid.status).toBe(400)
    expect(invalid.body.Errors[0]).toMatchObject({ Code: 'expression.needsRounding', Field: 'Expression' })
    const saved = await api.ok<{ Field: EntityField; IsValid: boolean }>('PUT', `${admin}/entity-fields/${field.Id}/calculation`, {
      Expression: 'ROUND(amount * rate, 2)',
      RowVersion: field.RowVersion,
    })
    expect(saved.Field).toMatchObject({ CalculationExpression: 'ROUND(amount * rate, 2)', CalculationKind: 1 })
    const stale = await api.call('PUT', `${admin}/entity-fields/${field.Id}/calculation`, { Expression: 'amount', RowVersion: field.RowVersion })
    expect(stale.status).toBe(409)
    fields.total = saved.Field
  })

  it('refuses a cycle between two calculated fields', async () => {
    const net = await api.ok<{ Field: EntityField }>('PUT', `${admin}/entity-fields/${fields.amount_net!.Id}/calculation`, {
      Expression: 'total', RowVersion: fields.amount_net!.RowVersion,
    })
    const reply = await api.call('PUT', `${admin}/entity-fields/${fields.total!.Id}/calculation`, { Expression: 'amount_net + amount', RowVersion: fields.total!.RowVersion })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'expression.cycle', Metadata: { start: '0', end: '10' } })
    // Removing a calculation makes the field writable again.
    const removed = await api.ok<{ Field: EntityField }>('PUT', `${admin}/entity-fields/${fields.amount_net!.Id}/calculation`, { Expression: null, RowVersion: net.Field.RowVersion })
    expect(removed.Field).toMatchObject({ CalculationExpression: null, CalculationKind: 0 })
  })
})

describe('validation rules and statements', () => {
  it('creates, refuses an invalid expression at its member, updates with RowVersion and orders', async () => {
    const path = `${admin}/entity-definitions/${orders.Id}/validation-rules`
    const bad = await api.call('POST', path, { Name: 'positive', DisplayName: 'Positive', Expression: 'quantity >', Message: 'Quantity must be positive.' })
    expect(bad.status).toBe(400)
    expect(bad.body.Errors[0]).toMatchObject({ Code: 'expression.syntax', Field: 'Expression' })
    const rule = await api.ok<{ Id: string; RowVersion: string; Enabled: boolean }>('POST', path, {
      Name: 'positive', DisplayName: 'Positive', Expression: 'quantity > 0', Message: 'Quantity must be positive.', MessageTranslations: { de: 'Die Menge muss positiv sein.' },
    })
    expect(rule.Enabled).toBe(true)
    const second = await api.ok<{ Id: string }>('POST', path, { Name: 'note_short', DisplayName: 'Short note', Expression: 'LENGTH(note) < 50', Message: 'Keep the note short.' })
    const ordered = await api.ok<Array<{ Id: string }>>('PUT', `${path}/order`, { RuleIds: [second.Id, rule.Id] })
    expect(ordered.map((item) => item.Id)).toEqual([second.Id, rule.Id])
    const disabled = await api.ok<{ Enabled: boolean }>('PUT', `${admin}/entity-validation-rules/${rule.Id}`, {
      DisplayName: 'Positive', Expression: 'quantity > 0', Message: 'Quantity must be positive.', Enabled: false, RowVersion: rule.RowVersion,
    })
    expect(disabled.Enabled).toBe(false)
    const stale = await api.call('PUT', `${admin}/entity-validation-rules/${rule.Id}`, {
      DisplayName: 'Positive', Expression: 'quantity > 0', Message: 'x', Enabled: true, RowVersion: rule.RowVersion,
    })
    expect(stale.status).toBe(409)
    expect((await api.call('DELETE', `${admin}/entity-validation-rules/${second.Id}`)).status).toBe(200)
  })

  it('compiles statements on save and refuses what SQL cannot express', async () => {
    const path = `${admin}/entity-definitions/${orders.Id}/statements`
    const statement = await api.ok<{ Id: string; RowVersion: string }>('POST', path, { Name: 'big', DisplayName: 'Big orders', Expression: "amount > MONEY(1000, 'EUR')", ExposeInClient: true })
    const bad = await api.call('POST', path, { Name: 'broken', DisplayName: 'Broken', Expression: "amount > 'x'" })
    expect(bad.status).toBe(400)
    const updated = await api.ok<{ Expression: string }>('PUT', `${admin}/entity-statements/${statement.Id}`, {
      DisplayName: 'Big orders', Expression: "amount >= MONEY(1000, 'EUR')", ExposeInClient: true, RowVersion: statement.RowVersion,
    })
    expect(updated.Expression).toBe("amount >= MONEY(1000, 'EUR')")
    expect((await api.ok<unknown[]>('GET', path)).length).toBe(1)
    // Exposed statements are evaluated by the database into every runtime payload's Predicates.
    const big = await api.ok<MutationResult & { Instance: { Predicates: Record<string, boolean> } }>('POST', `${runtime}/${orders.Name}/instances`, {
      Fields: { amount: { Amount: 1000, CurrencyCode: 'EUR' }, quantity: 1, note: "O'Brien; DROP TABLE x --" },
    })
    expect(big.Instance.Predicates).toEqual({ [statement.Id]: true })
    const page = await api.ok<{ Items: Array<{ Id: string; Predicates: Record<string, boolean> }> }>('GET', `${runtime}/${orders.Name}/instances`)
    expect(page.Items.find((item) => item.Id === big.InstanceId)?.Predicates).toEqual({ [statement.Id]: true })
  })

  it('refuses a field condition that names no field', async () => {
    const reply = await api.call('POST', `${admin}/entity-definition-tables/${tableId}/fields`, { Key: 'flag', DisplayName: 'Flag', FieldType: 5, VisibleWhen: 'quantiy > 1' })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({ Code: 'expression.unknownField', Field: 'VisibleWhen', Metadata: { suggestion: 'quantity' } })
  })
})

describe('evaluate', () => {
  it('evaluates against a stored record, exactly', async () => {
    const customer = await api.ok<MutationResult>('POST', `${runtime}/${customers.Name}/instances`, { Fields: { country: 'DE' } })
    const order = await api.ok<MutationResult>('POST', `${runtime}/${orders.Name}/instances`, {
      Fields: { amount: { Amount: 0.1, CurrencyCode: 'EUR' }, rate: 0.2, quantity: 3, customer: customer.InstanceId },
    })
    const result = await api.ok<{ Value: unknown; DisplayValue: string; Error: unknown }>('POST', `${admin}/expressions/evaluate`, {
      Expression: "amount * 3 + MONEY(0.20, 'EUR') || ' ' || customer.country", Purpose: 6, EntityDefinitionId: orders.Id, InstanceId: order.InstanceId,
    })
    // A condition is expected for presentation rules, so the text result is a diagnostic...
    expect(result.Value).toBeNull()
    const value = await api.ok<{ Value: unknown; DisplayValue: string; Error: unknown }>('POST', `${admin}/expressions/evaluate`, {
      Expression: "amount * 3 + MONEY(0.20, 'EUR') = MONEY(0.50, 'EUR') AND customer.country = 'DE'", Purpose: 6, EntityDefinitionId: orders.Id, InstanceId: order.InstanceId,
    })
    expect(value).toMatchObject({ Value: true, DisplayValue: 'true', Error: null })
    const failure = await api.ok<{ Error: { Code: string } | null }>('POST', `${admin}/expressions/evaluate`, {
      Expression: 'quantity / (quantity - 3) > 1', Purpose: 6, EntityDefinitionId: orders.Id, InstanceId: order.InstanceId,
    })
    expect(failure.Error?.Code).toBe('expression.divisionByZero')
  })
})

describe('time zone', () => {
  it("reckons TODAY() in the caller's own time zone, as their forms do", async () => {
    const order = await api.ok<MutationResult>('POST', `${runtime}/${orders.Name}/instances`, { Fields: { quantity: 1 } })
    // A day apart at every moment (UTC+14 and UTC-11): each user's today is the other's yesterday or tomorrow.
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago']
    const users: Array<{ userName: string; password: string }> = []
    for (const zone of zones) {
      const userName = `tz_${zone.split('/')[1]!.toLowerCase()}_${Date.now().toString(36)}`
      const password = 'Zone#User2026'
      await api.ok('POST', `${admin}/users`, { UserName: userName, UserType: 0, Password: password, TimeZone: zone, RoleIds: ['role-configurator'] })
      users.push({ userName, password })
    }
    const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
    const isToday = (date: string, who: (typeof users)[number]) =>
      api.ok<{ Value: unknown }>('POST', `${admin}/expressions/evaluate`, { Expression: `TODAY() = DATE '${date}'`, Purpose: 6, EntityDefinitionId: orders.Id, InstanceId: order.InstanceId }, who)
    expect((await isToday(todayIn(zones[0]!), users[0]!)).Value).toBe(true)
    expect((await isToday(todayIn(zones[1]!), users[1]!)).Value).toBe(true)
    expect((await isToday(todayIn(zones[0]!), users[1]!)).Value).toBe(false)
  })
})

describe('record writes', () => {
  let sales: EntityDefinitionDetail
  const salesFields: Record<string, EntityField> = {}
  const create = (Fields: Record<string, unknown>, headers?: string) =>
    api.call<MutationResult>('POST', `${runtime}/${sales.Name}/instances`, { Fields }, 'admin', headers ? { 'Accept-Language': headers } : undefined)

  beforeAll(async () => {
    sales = await createDefinition(api)
    const table = sales.Tables[0]!.Id
    for (const body of [
      { Key: 'status', DisplayName: 'Status', FieldType: 9, Options: [{ Key: 'draft', Value: 'Draft' }, { Key: 'won', Value: 'Won' }] },
      { Key: 'price', DisplayName: 'Price', FieldType: 4, BaseCurrencyCode: 'EUR' },
      { Key: 'quantity', DisplayName: 'Quantity', FieldType: 2 },
      { Key: 'total', DisplayName: 'Total', FieldType: 4, BaseCurrencyCode: 'EUR' },
      { Key: 'reason', DisplayName: 'Reason', FieldType: 0, RequiredWhen: "status = 'won'" },
      { Key: 'code', DisplayName: 'Code', FieldType: 0, EditableWhen: 'code IS NULL', EditableWhenOperationMode: 2 },
      { Key: 'lines', DisplayName: 'Lines', FieldType: 11 },
    ]) salesFields[body.Key] = await addField(api, table, body)
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${sales.Id}`)
    const linesTable = detail.Tables.find((item) => !item.IsPrimary)!
    const lineQty = await addField(api, linesTable.Id, { Key: 'qty', DisplayName: 'Qty', FieldType: 2 })
    const lineDouble = await addField(api, linesTable.Id, { Key: 'double_qty', DisplayName: 'Double', FieldType: 2 })
    await api.ok('PUT', `${admin}/entity-fields/${lineDouble.Id}/calculation`, { Expression: 'qty * 2', RowVersion: lineDouble.RowVersion })
    salesFields.qty = lineQty
    await api.ok('PUT', `${admin}/entity-fields/${salesFields.total!.Id}/calculation`, {
      Expression: 'price * quantity + MONEY(SUM(lines.qty), \'EUR\')', RowVersion: salesFields.total!.RowVersion,
    })
    await api.ok('POST', `${admin}/entity-definitions/${sales.Id}/validation-rules`, {
      Name: 'quantity_positive', DisplayName: 'Quantity positive', Expression: 'quantity > 0',
      Message: 'Quantity must be positive.', MessageTranslations: { de: 'Die Menge muss positiv sein.' },
    })
  }, 60_000)

  it('stores calculated values (writers cannot set them), exactly, also in table rows', async () => {
    const reply = await create({ price: { Amount: 19.99, CurrencyCode: 'EUR' }, quantity: 3, total: { Amount: 1, CurrencyCode: 'EUR' }, lines: [{ Fields: { qty: 2 } }] })
    expect(reply.status).toBe(200)
    const instance = reply.body.Data.Instance!
    expect(instance.Fields.total).toEqual({ Amount: 61.97, CurrencyCode: 'EUR' })
    const lines = instance.Fields.lines as Array<{ Fields: Record<string, unknown> }>
    expect(lines[0]!.Fields.double_qty).toBe(4)
  })

  it('blocks a save that breaks a rule, with its message on its field, in the caller\'s language', async () => {
    const english = await create({ quantity: 0 })
    expect(english.status).toBe(400)
    expect(english.body.Errors).toEqual([expect.objectContaining({ Code: 'workspace.entities.records.validationRule', Message: 'Quantity must be positive.', Field: 'Fields.quantity' })])
    const german = await create({ quantity: -1 }, 'de-DE,de;q=0.9')
    expect(german.body.Errors[0]?.Message).toBe('Die Menge muss positiv sein.')
    // Nothing was stored.
    const rows = await api.sql<{ count: string }>(`SELECT count(*)::text AS count FROM ws_data."e_${sales.Name}" WHERE f_quantity <= 0`)
    expect(rows[0]?.count).toBe('0')
  })

  it('requires a field while its RequiredWhen holds', async () => {
    const missing = await create({ status: 'won', quantity: 1 })
    expect(missing.status).toBe(400)
    expect(missing.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.required', Field: 'Fields.reason' })
    expect((await create({ status: 'draft', quantity: 1 })).status).toBe(200)
  })

  it('locks a field on update once EditableWhen is false, but not on create (UpdateOnly)', async () => {
    const created = await create({ quantity: 1, code: 'A-1' })
    expect(created.status).toBe(200)
    const record = created.body.Data
    const changed = await api.call('PATCH', `${runtime}/${sales.Name}/instances/${record.InstanceId}`, { RowVersion: record.RowVersion, Fields: { code: 'B-2' } })
    expect(changed.status).toBe(400)
    expect(changed.body.Errors[0]).toMatchObject({ Code: 'workspace.entities.records.notEditable', Field: 'Fields.code' })
    const same = await api.call('PATCH', `${runtime}/${sales.Name}/instances/${record.InstanceId}`, { RowVersion: record.RowVersion, Fields: { code: 'A-1', quantity: 2 } })
    expect(same.status).toBe(200)
  })

  it('enforces the conditions of table rows at their row', async () => {
    const detail = await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${sales.Id}`)
    const linesTable = detail.Tables.find((item) => !item.IsPrimary)!
    await addField(api, linesTable.Id, { Key: 'note', DisplayName: 'Line note', FieldType: 0, RequiredWhen: 'qty > 10' })
    const missing = await create({ quantity: 1, lines: [{ Fields: { qty: 1 } }, { Fields: { qty: 11 } }] })
    expect(missing.status).toBe(400)
    expect(missing.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.required', Field: 'Fields.lines[1].Fields.note' })
    expect((await create({ quantity: 1, lines: [{ Fields: { qty: 11, note: 'bulk' } }] })).status).toBe(200)
  })

  it('recalculates existing records as a job when a calculation changes', async () => {
    const field = (await api.ok<EntityDefinitionDetail>('GET', `${admin}/entity-definitions/${sales.Id}`)).Tables[0]!.Fields.find((item) => item.Key === 'total')!
    const saved = await api.ok<{ RecalculationJobId: string; AffectedRecordCount: number }>('PUT', `${admin}/entity-fields/${field.Id}/calculation`, {
      Expression: 'price * quantity * 2', RowVersion: field.RowVersion,
    })
    expect(saved.AffectedRecordCount).toBeGreaterThan(0)
    expect(saved.RecalculationJobId).toBeTruthy()
    await runQueuedJobs(api.db)
    const job = await api.ok<{ Status: number; RunId: string }>('GET', `${admin}/function-operations/jobs/${saved.RecalculationJobId}`)
    expect(job.Status).toBe(2)
    const run = await api.ok<{ Progress: { Done: number; Total: number } | null; ResultSummary: string }>('GET', `${admin}/function-operations/runs/${job.RunId}`)
    expect(run.Progress).toEqual({ Done: run.Progress!.Total, Total: run.Progress!.Total })
    expect(run.ResultSummary).toMatch(/^Recalculated \d+ records: 1 changed/)
    const rows = await api.sql<{ f_total: string }>(`SELECT f_total::text FROM ws_data."e_${sales.Name}" WHERE f_price IS NOT NULL`)
    expect(rows.map((row) => row.f_total)).toEqual(['119.94'])
  })

  it('refuses a choice value the field does not have, naming its options and the one meant', async () => {
    const result = await api.ok<Validation>('POST', `${admin}/expressions/validate`, { Expression: "status = 'Won'", Purpose: 4, EntityDefinitionId: sales.Id })
    expect(result.IsValid).toBe(false)
    expect(result.Diagnostics[0]).toMatchObject({ Code: 'expression.unknownOption', Metadata: { suggestion: "'won'" } })
    expect(result.Diagnostics[0]!.Message).toBe("Status has no option “Won”; did you mean 'won'? Its options are 'draft', 'won'.")
  })

  it('stores a number calculated for a Money field as an amount in the field’s currency', async () => {
    const fee = await addField(api, sales.Tables[0]!.Id, { Key: 'fee', DisplayName: 'Fee', FieldType: 4, BaseCurrencyCode: 'EUR' })
    const check = await api.ok<Validation>('POST', `${admin}/entity-fields/${fee.Id}/calculation/validate`, { Expression: 'quantity * 2 + 0.5' })
    expect(check).toMatchObject({ IsValid: true, Diagnostics: [] })
    await api.ok('PUT', `${admin}/entity-fields/${fee.Id}/calculation`, { Expression: 'quantity * 2 + 0.5', RowVersion: fee.RowVersion })
    const reply = await create({ quantity: 3 })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.Instance!.Fields.fee).toEqual({ Amount: 6.5, CurrencyCode: 'EUR' })
  })
})
