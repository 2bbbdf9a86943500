import { mdiDeleteClockOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { filesRoutes } from './routes'

export default defineModule({
  key: 'files',
  titleKey: 'modules.files.title',
  icon: mdiDeleteClockOutline,
  routes: filesRoutes,
  access: { requiredPermissions: ['files.manage'] },
  navigation: { order: 50, to: { name: 'files-trash' }, descriptionKey: 'modules.files.description' },
})
