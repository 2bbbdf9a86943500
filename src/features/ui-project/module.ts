import { mdiWebBox } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { uiProjectRoutes } from './routes'

export default defineModule({
  key: 'uiProject',
  titleKey: 'modules.uiProject.title',
  icon: mdiWebBox,
  routes: uiProjectRoutes,
  access: { requiredPermissions: ['uiproject.view'] },
  navigation: { order: 60, to: { name: 'ui-project' }, descriptionKey: 'modules.uiProject.description' },
})
