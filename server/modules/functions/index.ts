export { functionsModule } from './module'
