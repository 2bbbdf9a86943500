import { defineModule } from '../../platform/serverModule'
import { functionRecordReaderRegistry } from '../functions'
import { readFunctionRecords } from './records'
import { entityActionOperations } from './routes'

/**
 * Entity UI actions: buttons on an entity definition's list and record details that run a function
 * on the selected records. Between the entities module (records, conditions) and the function host.
 */
export const entityActionsModule = defineModule({
  name: 'entity-actions',
  operations: entityActionOperations,
  contributes: [
    // Functions read the records they act on through this reader (FunctionContext.readRecords).
    functionRecordReaderRegistry.with(readFunctionRecords),
  ],
  uniqueConstraints: {
    function_surface_actions_entity_definition_name_action_key_key: {
      code: 'workspace.functions.actions.duplicateKey',
      message: 'The entity already has an action with this key.',
      field: 'Key',
    },
  },
})
