export { entitiesModule } from './module'
