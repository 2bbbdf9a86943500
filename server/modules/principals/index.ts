export { principalsModule } from './module'
