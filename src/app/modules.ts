import type { ModuleDescriptor } from '@/platform/modules/moduleDescriptor'
import { collectSettingsPages } from '@/platform/modules/settingsPages'

// Every feature declares itself in `src/features/<feature>/module.ts` (its default export, see
// `defineModule`); the router, the navigation and the settings pages are built from this list, so a
// new module touches no file of the shell. Imported only by lazily loaded code (the route table, the
// layout), so the list stays out of the sign-in screen's first load.
const found = import.meta.glob<ModuleDescriptor>('../features/*/module.ts', { eager: true, import: 'default' })

export const appModules: ModuleDescriptor[] = Object.values(found)

/** The tabs under Settings: every module's settings pages, in order. */
export const settingsPages = collectSettingsPages(appModules)

/** The tabs modules add to a record's details, in order. */
export const recordPanels = appModules.flatMap((module) => module.recordPanels ?? []).sort((left, right) => left.order - right.order)
