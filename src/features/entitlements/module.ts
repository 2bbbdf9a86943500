import { mdiTicketConfirmationOutline } from '@mdi/js'
import { defineModule } from '@/platform/modules/moduleDescriptor'
import { entitlementsRoutes } from './routes'

export default defineModule({
  key: 'entitlements',
  titleKey: 'modules.entitlements.title',
  icon: mdiTicketConfirmationOutline,
  routes: entitlementsRoutes,
  access: { module: 'EntitlementOperations', requiredPermissions: ['entitlements.use'] },
  navigation: { order: 30, to: { name: 'entitlements' }, descriptionKey: 'modules.entitlements.description' },
  moduleSwitch: {
    module: 'EntitlementOperations',
    disabledCode: 'serviceEntitlements.module.disabled',
    configurePermission: 'entitlements.configure',
    scope: 'entitlementsSetup',
    testId: 'entitlements',
    settingsPage: { labelKey: 'settings.tabs.entitlements', order: 30, component: () => import('./setup/views/EntitlementsModuleView.vue') },
  },
})
