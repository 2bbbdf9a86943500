import { mdiAccountGroupOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { principalsRoutes } from './routes'

export default defineModule({
  key: 'principals',
  titleKey: 'modules.principals.title',
  icon: mdiAccountGroupOutline,
  routes: principalsRoutes,
  access: { requiredRoles: ['Admin', 'Configurator'] },
  navigation: { order: 70, to: { name: 'principals-users' }, descriptionKey: 'modules.principals.description' },
})
