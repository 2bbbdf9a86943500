import type { RouteLocationNamedRaw } from 'vue-router'
import type { AccessRequirement } from '@/app/access'
import type { ModuleDescriptor } from './moduleDescriptor'

export interface ModuleEntry extends AccessRequirement {
  key: string
  titleKey: string
  descriptionKey: string
  icon?: string
  /** Absent for a planned module: shown as coming, never as a link. */
  to?: RouteLocationNamedRaw
  planned: boolean
}

/** The navigation entries of the modules, in their order; access is each module's. */
export function buildNavigation(modules: readonly ModuleDescriptor[]): ModuleEntry[] {
  return modules
    .flatMap((module) => {
      const place = module.navigation ?? module.planned
      if (!place) return []
      const entry: ModuleEntry = {
        ...module.access,
        key: module.key,
        titleKey: module.titleKey,
        descriptionKey: place.descriptionKey,
        icon: module.icon,
        to: module.navigation?.to,
        planned: !module.navigation,
      }
      return [{ entry, order: place.order }]
    })
    .sort((left, right) => left.order - right.order)
    .map(({ entry }) => entry)
}
