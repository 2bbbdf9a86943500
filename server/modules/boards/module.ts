import { defineModule } from '../../platform/serverModule'
import { resourceResolverRegistry } from '../files'
import { boardAdminHandlers } from './admin/routes'
import { defaultsLocale, defaultStatuses } from './defaults'
import { boardItemResolver } from './runtime/attachments'
import { boardRuntimeHandlers } from './runtime/routes'

/** Boards: administration (config document) and the runtime (public), behind the Boards switch. */
export const boardsModule = defineModule({
  name: 'boards',
  operations: { ...boardAdminHandlers, ...boardRuntimeHandlers },
  // Board items hold process attachments; the files module asks who may see and change them.
  contributes: [resourceResolverRegistry.with(boardItemResolver)],
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
