import { mdiCogOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { SETTINGS_LAYOUT_ROUTE } from '@/platform/modules/settingsPages'

/** Settings: its pages (and every module's) are the tabs of one layout; see `settingsPages` of `defineModule`. */
export default defineModule({
  key: 'settings',
  titleKey: 'modules.settings.title',
  icon: mdiCogOutline,
  routes: [{ path: '/settings', name: SETTINGS_LAYOUT_ROUTE, component: () => import('./views/SettingsLayout.vue'), children: [] }],
  navigation: { order: 80, to: { name: 'settings' }, descriptionKey: 'modules.settings.description' },
  settingsPages: [
    { path: '', name: 'settings', labelKey: 'settings.tabs.general', titleKey: 'settings.title', component: () => import('./views/SettingsView.vue'), order: 0 },
    {
      path: 'files',
      name: 'settings-files',
      labelKey: 'settings.tabs.files',
      titleKey: 'fileSettings.title',
      component: () => import('./files/views/FileSettingsView.vue'),
      // The server's read is for these roles; changing the settings needs settings.manage.
      access: { requiredRoles: ['Admin', 'Configurator'] },
      order: 10,
    },
  ],
})
