export { boardsModule } from './module'
