import type { Component } from 'vue'
import type { RouteComponent, RouteLocationNamedRaw, RouteRecordRaw } from 'vue-router'
import type { AccessRequirement, ModuleName } from '@/app/access'

/** A lazily loaded page, as route components are: `() => import('./views/XView.vue')`. */
export type LazyPage = () => Promise<RouteComponent | { default: RouteComponent }>

/** A page under Settings, shown as a tab there to those who may open it. */
export interface SettingsPage {
  /** Path below `/settings` (`''` is the settings page itself) and the route's name. */
  path: string
  name: string
  /** i18n keys of the tab label and the page title. */
  labelKey: string
  titleKey: string
  component: LazyPage
  access?: AccessRequirement
  /** Tab position, lower first. */
  order: number
}

/**
 * A module the workspace can switch off (a profile `Modules` member). While it is off every
 * operation of the module answers 403 with `disabledCode`; its pages show the switched-off state,
 * and its settings page (the on/off card) stays reachable for `configurePermission`.
 */
export interface ModuleSwitch {
  module: ModuleName
  disabledCode: string
  configurePermission: string
  /** i18n scope of the texts `<scope>.module.*`, e.g. `boardsDesigner`. */
  scope: string
  /** Test id prefix: `<testId>-module` on the card, `<testId>-module-disabled` on the switched-off state. */
  testId: string
  /** The settings page with the switch: at `/settings/<module key>`, named `settings-<module key>`. */
  settingsPage: Pick<SettingsPage, 'labelKey' | 'order' | 'component'>
}

/** The module's entry in the navigation and on the home page. */
export interface ModuleNavigation {
  /** Position in the navigation, lower first. */
  order: number
  /** The named route the entry opens. */
  to: RouteLocationNamedRaw
  /** i18n key of the one-line description on the home page. */
  descriptionKey: string
}

/** A module this version does not build yet: named in the navigation as coming; its addresses open one "not available" page. */
export interface PlannedModule {
  path: string
  order: number
  descriptionKey: string
}

/**
 * A tab a module adds to the details of a record of any entity (the record editor). Its component
 * takes `entityId`, `entityName` and `recordId`, and is loaded when the tab is first opened.
 */
export interface RecordPanel {
  key: string
  /** i18n key of the tab label. */
  labelKey: string
  /** Tab position after the record's own tabs, lower first. */
  order: number
  component: () => Promise<Component | { default: Component }>
}

export interface ModuleDescriptor {
  /** Unique; also the key of the module's texts `modules.<key>.*` and of its test ids. */
  key: string
  /** i18n key of the module's name. */
  titleKey: string
  /** An `@mdi/js` icon path. */
  icon?: string
  /** Route records with lazily loaded components; every route that can be opened is named. */
  routes: RouteRecordRaw[]
  /** Who sees the module's entry (each route's meta guards the route itself). */
  access?: AccessRequirement
  navigation?: ModuleNavigation
  planned?: PlannedModule
  moduleSwitch?: ModuleSwitch
  settingsPages?: SettingsPage[]
  recordPanels?: RecordPanel[]
}

/** Declares a module in `src/features/<feature>/module.ts` (its default export); the shell finds it there. */
export function defineModule<T extends ModuleDescriptor>(descriptor: T): T {
  return descriptor
}
