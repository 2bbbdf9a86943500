import { mdiDatabaseCogOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { entitiesRoutes } from './routes'

export default defineModule({
  key: 'entities',
  titleKey: 'modules.entities.title',
  icon: mdiDatabaseCogOutline,
  routes: entitiesRoutes,
  access: { requiredPermissions: ['entities.configure'] },
  navigation: { order: 10, to: { name: 'entities' }, descriptionKey: 'modules.entities.description' },
})
