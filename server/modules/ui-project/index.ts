export { uiProjectModule, type UiProjectModuleOptions } from './module'
