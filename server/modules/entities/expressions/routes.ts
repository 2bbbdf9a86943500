import { administratorRoles, defineOperation, type OperationHandlers } from '../../../http/operation'
import { evaluateForRecord, expressionLanguage, validateExpression, type EvaluationRequest, type ExpressionRequest } from './expressions.service'

/** Writing expressions is schema configuration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const expressionOperations: OperationHandlers = {
  Expressions_Validate: defineOperation<ExpressionRequest>({
    ...configure,
    handle: ({ db, auth, body, now }) => validateExpression(db, auth.userId, body, now),
  }),
  Expressions_Evaluate: defineOperation<EvaluationRequest>({
    ...configure,
    handle: ({ db, auth, body, now }) => evaluateForRecord(db, auth.userId, body, now),
  }),
  Expressions_GetLanguage: defineOperation({
    ...configure,
    handle: async () => expressionLanguage(),
  }),
}
