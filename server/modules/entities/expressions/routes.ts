import { administratorRoles, type OperationHandlers } from '../../../http/operation'
import { evaluateForRecord, expressionLanguage, validateExpression } from './expressions.service'

/** Writing expressions is schema configuration: Admin or Configurator holding entities.configure. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const expressionOperations: OperationHandlers = {
  Expressions_Validate: {
    ...configure,
    handle: ({ db, auth, body, now }) => validateExpression(db, auth.userId, body, now),
  },
  Expressions_Evaluate: {
    ...configure,
    handle: ({ db, auth, body, now }) => evaluateForRecord(db, auth.userId, body, now),
  },
  Expressions_GetLanguage: {
    ...configure,
    handle: async () => expressionLanguage(),
  },
}
