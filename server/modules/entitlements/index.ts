export { entitlementsModule } from './module'
