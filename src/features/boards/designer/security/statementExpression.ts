import { ExpressionPurpose, FieldType } from '@/api'
import { validateExpression, type ExpressionValidationResult } from '@/features/entities'

/** Names a security statement may use besides the Part definition's fields (the server adds them to the item's record). */
export const statementBuiltIns = [
  { Key: 'Subject', DisplayName: 'Subject', FieldType: FieldType.Text },
  { Key: 'Description', DisplayName: 'Description', FieldType: FieldType.LongText },
  { Key: 'IsOpen', DisplayName: 'IsOpen', FieldType: FieldType.Boolean },
] as const

const builtInKeys: readonly string[] = statementBuiltIns.map((entry) => entry.Key)

/**
 * The entities check knows the definition's fields only: its "unknown field" for a built-in name is
 * dropped here (the board's own check on save knows them all).
 */
export function withoutBuiltInUnknowns(result: ExpressionValidationResult, expression: string): ExpressionValidationResult {
  const diagnostics = result.Diagnostics.filter((issue) => {
    if (issue.Code !== 'expression.unknownField') return true
    const start = Number(issue.Metadata?.start)
    const end = Number(issue.Metadata?.end)
    return !(Number.isInteger(start) && Number.isInteger(end) && builtInKeys.includes(expression.slice(start, end)))
  })
  return { ...result, Diagnostics: diagnostics, IsValid: diagnostics.length === 0 }
}

export function statementValidator(entityDefinitionId: string) {
  return async (expression: string, signal: AbortSignal): Promise<ExpressionValidationResult> =>
    withoutBuiltInUnknowns(await validateExpression({ Expression: expression, Purpose: ExpressionPurpose.Statement, EntityDefinitionId: entityDefinitionId }, signal), expression)
}
