import { mdiContentDuplicate } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { recordMatchingRoutes } from './routes'

export default defineModule({
  key: 'recordMatching',
  titleKey: 'modules.recordMatching.title',
  icon: mdiContentDuplicate,
  routes: recordMatchingRoutes,
  navigation: { order: 12, to: { name: 'record-matching' }, descriptionKey: 'modules.recordMatching.description' },
  // "Possible duplicates of this record": an anchored scan, on the record's details.
  recordPanels: [{ key: 'duplicates', labelKey: 'recordMatching.panel.tab', order: 10, component: () => import('./panel/PossibleDuplicatesPanel.vue') }],
})
