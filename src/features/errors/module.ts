import { defineModule } from '@/platform/modules/moduleDescriptor'
import { errorsRoutes } from './routes'

/** The forbidden and not-found pages. */
export default defineModule({ key: 'errors', titleKey: 'errors.notFound.title', routes: errorsRoutes })
