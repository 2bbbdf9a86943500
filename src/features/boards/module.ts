import { mdiViewColumnOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { boardsRoutes } from './routes'

export default defineModule({
  key: 'boards',
  titleKey: 'modules.boards.title',
  icon: mdiViewColumnOutline,
  routes: boardsRoutes,
  access: { module: 'Boards', requiredPermissions: ['boards.use'] },
  navigation: { order: 20, to: { name: 'boards' }, descriptionKey: 'modules.boards.description' },
  moduleSwitch: {
    module: 'Boards',
    disabledCode: 'serviceBoards.module.disabled',
    configurePermission: 'boards.configure',
    scope: 'boardsDesigner',
    testId: 'boards',
    settingsPage: { labelKey: 'settings.tabs.boards', order: 20, component: () => import('./views/BoardsModuleView.vue') },
  },
})
