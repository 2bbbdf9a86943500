import { administratorRoles, type OperationHandlers } from '../../../http/operation'
import { saveCalculation, validateCalculation } from './calculation.service'

const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

/** The documented calculation operations. */
export const calculationOperations: OperationHandlers = {
  EntityFields_ValidateCalculation: {
    ...configure,
    handle: ({ db, auth, params, body, now }) => validateCalculation(db, auth.userId, params.fieldId, body, now),
  },
  EntityFields_SaveCalculation: {
    ...configure,
    handle: ({ db, auth, params, body, now }) => saveCalculation(db, auth.userId, params.fieldId, body, now),
  },
}
