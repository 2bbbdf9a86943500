export { authModule, type AuthModuleOptions } from './module'
