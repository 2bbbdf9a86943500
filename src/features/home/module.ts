import { defineModule } from '@/platform/modules/moduleDescriptor'
import { homeRoutes } from './routes'

/** The home page: no navigation entry of its own (the layout links it first). */
export default defineModule({ key: 'home', titleKey: 'home.title', routes: homeRoutes })
