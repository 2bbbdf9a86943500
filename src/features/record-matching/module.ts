import { mdiContentDuplicate } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { recordMatchingRoutes } from './routes'

export default defineModule({
  key: 'recordMatching',
  titleKey: 'modules.recordMatching.title',
  icon: mdiContentDuplicate,
  routes: recordMatchingRoutes,
  access: { requiredPermissions: ['entities.configure'] },
  navigation: { order: 12, to: { name: 'record-matching' }, descriptionKey: 'modules.recordMatching.description' },
})
