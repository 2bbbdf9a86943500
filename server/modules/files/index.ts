export { filesModule, type FilesModuleOptions } from './module'
