import { mdiLanguageCsharp } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { netProjectRoutes } from './routes'

export default defineModule({
  key: 'netOperationProject',
  titleKey: 'modules.netOperationProject.title',
  icon: mdiLanguageCsharp,
  routes: netProjectRoutes,
  access: { requiredPermissions: ['netproject.view'] },
  navigation: { order: 61, to: { name: 'net-project' }, descriptionKey: 'modules.netOperationProject.description' },
})
