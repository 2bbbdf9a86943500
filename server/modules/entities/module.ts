import { defineModule } from '../../platform/serverModule'
import { detailsOperations } from './details/routes'
import { recordOperations } from './records/routes'
import { entitySchemaOperations } from './routes'

/** Entity definitions (schema, expressions, YAML), their records and detail pages. */
export const entitiesModule = defineModule({
  name: 'entities',
  operations: { ...entitySchemaOperations, ...recordOperations, ...detailsOperations },
})
