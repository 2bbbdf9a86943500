import { mdiFunctionVariant } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { functionOperationsRoutes } from './routes'

export default defineModule({
  key: 'functionOperations',
  titleKey: 'modules.functionOperations.title',
  icon: mdiFunctionVariant,
  routes: functionOperationsRoutes,
  access: { requiredPermissions: ['functions.operations.view'] },
  navigation: { order: 40, to: { name: 'function-operations-overview' }, descriptionKey: 'modules.functionOperations.description' },
})
