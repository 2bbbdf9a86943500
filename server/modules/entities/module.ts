import { defineModule } from '../../platform/serverModule'
import { builtinFunctionRegistry, definitionLookupRegistry } from '../functions'
import { recalculateField } from './expressions/recalculateField.builtin'
import { loadDefinitionModel } from './model'
import { recalculateContractTotals } from './recalculateContractTotals.builtin'
import { detailsOperations } from './details/routes'
import { recordOperations } from './records/routes'
import { securityOperations } from './security/routes'
import { eligibilityOperations } from './eligibility/routes'
import { effectOperations } from './effects/routes'
import { recalculateInheritedResponsibilities } from './security/inheritance.service'
import { entitySchemaOperations } from './routes'

/** Entity definitions (schema, expressions, YAML), their records and detail pages. */
export const entitiesModule = defineModule({
  name: 'entities',
  operations: { ...entitySchemaOperations, ...recordOperations, ...securityOperations, ...eligibilityOperations, ...effectOperations, ...detailsOperations },
  contributes: [
    // The work of this module that runs as a function (scheduled, queued or started by hand).
    builtinFunctionRegistry.with(recalculateField, recalculateContractTotals, recalculateInheritedResponsibilities),
    // The function host binds triggers and actions to entity definitions through this lookup.
    definitionLookupRegistry.with(async (db, idOrName) => (await loadDefinitionModel(db, idOrName))?.definition ?? null),
  ],
})
