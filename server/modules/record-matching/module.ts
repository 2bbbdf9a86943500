import { defineModule } from '../../platform/serverModule'
import { recordWriteCheckRegistry } from '../entities'
import { builtinFunctionRegistry } from '../functions'
import { duplicateCheck } from './enforcement/duplicateCheck'
import { recordMatchingFullScan } from './fullScan/fullScan.builtin'
import { recordMatchingOperations } from './routes'

/**
 * Record matching: profiles that say how duplicate records of an entity definition are recognised,
 * the explainable scoring engine with its pair tester, and full scans that run as a function on the
 * host. Reads records through the entities module.
 */
export const recordMatchingModule = defineModule({
  name: 'record-matching',
  operations: recordMatchingOperations,
  // Full scans run as this function, as the user who started them; ActionMode checks record writes.
  contributes: [builtinFunctionRegistry.with(recordMatchingFullScan), recordWriteCheckRegistry.with(duplicateCheck)],
  uniqueConstraints: {
    record_matching_profiles_profile_key_key: {
      code: 'workspace.recordMatching.duplicateKey',
      message: 'A record-matching profile with this key already exists.',
      field: 'Key',
    },
  },
})
