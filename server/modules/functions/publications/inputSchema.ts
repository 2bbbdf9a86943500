import { Ajv, type ValidateFunction } from 'ajv'
import { EnvelopeError, badRequest } from '../../../http/errors'
import { issuesFromAjv } from '../../../contract/validation'
import { FunctionCodes } from '../model'

/** A publication's input schema (JSON Schema draft 7): checked when saved, applied to every call's arguments. */

const ajv = new Ajv({ strict: false, allErrors: true })
const compiled = new Map<string, ValidateFunction>()

/** The schema compiled, or 400 naming what is wrong with it. */
export function compileInputSchema(schema: Record<string, unknown>): ValidateFunction {
  const text = JSON.stringify(schema)
  const known = compiled.get(text)
  if (known) return known
  if (schema.type !== undefined && schema.type !== 'object') {
    throw badRequest('workspace.validation.invalid', 'The input schema describes the arguments object: its type must be "object".', 'InputSchema')
  }
  let validate: ValidateFunction
  try {
    validate = ajv.compile(schema)
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it is not a JSON Schema'
    throw badRequest('workspace.validation.invalid', `The input schema cannot be used: ${reason.slice(0, 300)}`, 'InputSchema')
  }
  if (compiled.size > 500) compiled.clear()
  compiled.set(text, validate)
  return validate
}

/** 400 with one issue per problem (`Arguments.amount`, …) when the arguments do not match. */
export function checkArguments(schema: Record<string, unknown> | null, args: Record<string, unknown>): void {
  if (!schema) return
  const validate = compileInputSchema(schema)
  if (validate(args)) return
  const issues = issuesFromAjv(validate.errors ?? [], 'Arguments').map((item) => ({ ...item, Code: FunctionCodes.invalidArguments }))
  throw new EnvelopeError(400, issues)
}
