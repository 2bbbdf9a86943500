import type { BuiltinFunction, FunctionContext, FunctionRecord, FunctionResult, ValidationIssue } from './types'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const countryPattern = /^[A-Z]{2}$/

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The issues of a customer given as arguments (Name, Email, CountryCode, CreditLimit). */
function argumentIssues(args: Record<string, unknown>): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  if (typeof args.Name !== 'string' || args.Name.trim() === '') issues.push({ field: 'Name', message: 'Name is required.' })
  if (typeof args.Email !== 'string' || !emailPattern.test(args.Email)) issues.push({ field: 'Email', message: 'Email must be an email address.' })
  if (args.CountryCode !== undefined && (typeof args.CountryCode !== 'string' || !countryPattern.test(args.CountryCode))) {
    issues.push({ field: 'CountryCode', message: 'CountryCode must be two capital letters (ISO 3166).' })
  }
  if (args.CreditLimit !== undefined && (typeof args.CreditLimit !== 'number' || args.CreditLimit < 0)) {
    issues.push({ field: 'CreditLimit', message: 'CreditLimit must be a number of 0 or more.' })
  }
  return issues
}

const member = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined

/** The issues of a stored customer record (name, email, address country, credit limit). */
function recordIssues(record: FunctionRecord): string[] {
  const { name, email, address, credit_limit: creditLimit } = record.Fields
  const issues: string[] = []
  if (isBlank(name)) issues.push('Name is missing.')
  if (isBlank(email)) issues.push('Email is missing.')
  else if (typeof email !== 'string' || !emailPattern.test(email)) issues.push('Email is not an email address.')
  const country = member(address, 'CountryCode')
  if (!isBlank(country) && (typeof country !== 'string' || !countryPattern.test(country))) issues.push('The country code must be two capital letters.')
  const amount = Number(member(creditLimit, 'Amount') ?? 0)
  if (!Number.isFinite(amount) || amount < 0) issues.push('The credit limit must not be negative.')
  return issues
}

/** Validates the customer records of an entity UI action or a trigger, reporting on each. */
async function validateRecords(context: FunctionContext, entity: string, ids: string[]): Promise<FunctionResult> {
  const records = new Map((await context.readRecords(entity, ids)).map((record) => [record.Id, record]))
  const issues: ValidationIssue[] = []
  let valid = 0
  for (const id of ids) {
    const record = records.get(id)
    if (!record) {
      context.recordOutcome(id, 'Skipped', 'The record no longer exists.')
      continue
    }
    const found = recordIssues(record)
    if (found.length === 0) {
      valid += 1
      context.recordOutcome(id, 'Succeeded', 'The customer data is complete.')
    } else {
      context.recordOutcome(id, 'Failed', found.join(' '))
      issues.push(...found.map((message) => ({ field: null, message: `${record.DisplayName}: ${message}` })))
    }
  }
  if (issues.length > 0) return { kind: 'validation', issues }
  return { kind: 'success', summary: `${valid} of ${ids.length} customers are valid.`, result: { valid } }
}

/**
 * Checks customer data: given as arguments (before an import), or the customer records of an entity
 * UI action or trigger (`InstanceIds`), reporting an outcome per record. Rejects with the issues it finds.
 */
export const validateCustomerData: BuiltinFunction = {
  key: 'validate-customer-data',
  displayName: 'Validate customer data',
  description: 'Checks name, email, country and credit limit of a customer record.',
  supportsCancellation: false,
  timeoutMs: 10_000,
  maxAttempts: 1,
  version: 1,
  async run(context) {
    const args = context.arguments
    if (Array.isArray(args.InstanceIds)) {
      const ids = args.InstanceIds.filter((id): id is string => typeof id === 'string')
      const entity = typeof args.EntityDefinitionId === 'string' ? args.EntityDefinitionId : 'customers'
      return validateRecords(context, entity, ids)
    }
    const issues = argumentIssues(args)
    if (issues.length > 0) return { kind: 'validation', issues }
    return { kind: 'success', summary: `Customer "${String(args.Name)}" is valid.`, result: { valid: true } }
  },
}
