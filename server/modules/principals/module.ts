import { defineModule } from '../../platform/serverModule'
import { principalOperations } from './routes'

/** Users, groups, roles and their grants. */
export const principalsModule = defineModule({
  name: 'principals',
  operations: principalOperations,
})
