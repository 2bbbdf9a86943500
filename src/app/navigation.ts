import { buildNavigation } from '@/platform/modules/moduleNavigation'
import { appModules } from './modules'

export type { ModuleEntry } from '@/platform/modules/moduleNavigation'

/** The modules of the app in navigation order, from their descriptors (`features/<feature>/module.ts`). */
export const moduleEntries = buildNavigation(appModules)
