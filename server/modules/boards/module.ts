import { defineModule } from '../../platform/serverModule'
import { boardAdminHandlers } from './admin/routes'
import { defaultsLocale, defaultStatuses } from './defaults'
import { boardRuntimeHandlers } from './runtime/routes'

/** Boards: administration (config document) and the runtime (public), behind the Boards switch. */
export const boardsModule = defineModule({
  name: 'boards',
  operations: { ...boardAdminHandlers, ...boardRuntimeHandlers },
  moduleSwitch: {
    setting: 'Boards',
    permission: 'boards.configure',
    operations: { get: 'BoardsModule_Get', update: 'BoardsModule_Update' },
    disabled: { code: 'serviceBoards.module.disabled', message: 'The Boards module is disabled for this workspace.' },
    // The starter statuses a new board gets, in the caller's language.
    async details(db, request) {
      const locale = await defaultsLocale(db, request.headers['accept-language'])
      return { LocalizedDefaults: { Locale: locale, Statuses: defaultStatuses(locale) } }
    },
  },
})
