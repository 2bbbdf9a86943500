import type { BuiltinFunction, ValidationIssue } from './types'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const countryPattern = /^[A-Z]{2}$/

/** Checks customer data before an import; rejects the operation with the issues it finds. */
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
    const issues: ValidationIssue[] = []
    if (typeof args.Name !== 'string' || args.Name.trim() === '') issues.push({ field: 'Name', message: 'Name is required.' })
    if (typeof args.Email !== 'string' || !emailPattern.test(args.Email)) issues.push({ field: 'Email', message: 'Email must be an email address.' })
    if (args.CountryCode !== undefined && (typeof args.CountryCode !== 'string' || !countryPattern.test(args.CountryCode))) {
      issues.push({ field: 'CountryCode', message: 'CountryCode must be two capital letters (ISO 3166).' })
    }
    if (args.CreditLimit !== undefined && (typeof args.CreditLimit !== 'number' || args.CreditLimit < 0)) {
      issues.push({ field: 'CreditLimit', message: 'CreditLimit must be a number of 0 or more.' })
    }
    if (issues.length > 0) return { kind: 'validation', issues }
    return { kind: 'success', summary: `Customer "${String(args.Name)}" is valid.`, result: { valid: true } }
  },
}
