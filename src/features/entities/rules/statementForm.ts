import { checkNames, type Problems } from './ruleForm'
import type { EntityStatement, StatementCreateRequest, StatementUpdateRequest } from './rules.types'

export interface StatementFormValues extends Record<string, unknown> {
  Name: string
  DisplayName: string
  Expression: string
  ExposeInClient: boolean
}

export function statementValues(statement: EntityStatement | null): StatementFormValues {
  return {
    Name: statement?.Name ?? '',
    DisplayName: statement?.DisplayName ?? '',
    Expression: statement?.Expression ?? '',
    ExposeInClient: statement?.ExposeInClient ?? false,
  }
}

export function toStatementCreateRequest(values: StatementFormValues): StatementCreateRequest {
  return {
    Name: values.Name.trim(),
    DisplayName: values.DisplayName.trim(),
    Expression: values.Expression,
    ExposeInClient: values.ExposeInClient,
  }
}

export function toStatementUpdateRequest(values: StatementFormValues, rowVersion: string): StatementUpdateRequest {
  return {
    DisplayName: values.DisplayName.trim(),
    Expression: values.Expression,
    ExposeInClient: values.ExposeInClient,
    RowVersion: rowVersion,
  }
}

export function checkStatement(values: StatementFormValues, isNew: boolean): Problems {
  const problems = checkNames(values, isNew)
  if (!values.Expression.trim()) problems.Expression = { key: 'common.validation.required' }
  return problems
}
