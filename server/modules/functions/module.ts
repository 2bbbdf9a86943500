import { defineModule } from '../../platform/serverModule'
import { builtinFunctionRegistry, hostBuiltins } from './builtins'
import { registerFormBodies } from './formBodies'
import { functionOperationsReadHandlers } from './operations/routes'
import { functionRetentionHandlers } from './retention/routes'
import { functionSecretHandlers } from './secrets/routes'
import { functionConfigHandlers } from './configRoutes'
import { functionHostOperations } from './routes'

/** Built-in functions: catalog, runs, jobs, schedules, triggers, HTTP endpoints, run-history retention. */
export const functionsModule = defineModule({
  name: 'functions',
  operations: { ...functionHostOperations, ...functionConfigHandlers, ...functionRetentionHandlers, ...functionSecretHandlers, ...functionOperationsReadHandlers },
  contributes: [builtinFunctionRegistry.with(...hostBuiltins)],
  // HTTP endpoint functions also take form bodies.
  http: registerFormBodies,
})
