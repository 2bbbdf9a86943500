import { defineModule } from '../../platform/serverModule'
import { recordMatchingOperations } from './routes'

/**
 * Record matching: profiles that say how duplicate records of an entity definition are recognised,
 * and the explainable scoring engine with its pair tester. Reads records through the entities module.
 */
export const recordMatchingModule = defineModule({
  name: 'record-matching',
  operations: recordMatchingOperations,
  uniqueConstraints: {
    record_matching_profiles_profile_key_key: {
      code: 'workspace.recordMatching.duplicateKey',
      message: 'A record-matching profile with this key already exists.',
      field: 'Key',
    },
  },
})
