import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { decide } from './decisions/decide'
import { cancelFullScan } from './fullScan/cancelScan'
import { getLatestFullScan } from './fullScan/latestScan'
import { startFullScan } from './fullScan/startScan'
import { testPair } from './pairTest.service'
import { createProfile, deleteProfile, getProfile, listProfiles, listScannableProfiles, replaceProfile } from './profiles.service'

/** Record-matching profiles and the pair tester: Admin or Configurator holding entities.configure, like entity configuration. */
const configure = { requiredRoles: administratorRoles, requiredPermissions: ['entities.configure'] }

export const recordMatchingOperations: OperationHandlers = {
  RecordMatching_ListProfiles: { ...configure, handle: ({ db }) => listProfiles(db) },
  RecordMatching_GetProfile: { ...configure, handle: ({ db, params }) => getProfile(db, params.profileId) },
  RecordMatching_CreateProfile: { ...configure, handle: ({ db, auth, body, now }) => createProfile(db, auth.userId, body, now) },
  RecordMatching_ReplaceProfile: { ...configure, handle: ({ db, auth, params, body, now }) => replaceProfile(db, auth.userId, params.profileId, body, now) },
  RecordMatching_DeleteProfile: { ...configure, handle: ({ db, params, query }) => deleteProfile(db, params.profileId, query.rowVersion) },
  RecordMatching_TestPair: { ...configure, handle: ({ db, auth, params, body, now }) => testPair(db, auth, params.profileId, body, now) },
  // Scanning and reviewing: any signed-in caller; a scan sees only the records its owner may read.
  RecordMatching_ListScannableProfiles: { handle: ({ db, auth, now }) => listScannableProfiles(db, auth, now) },
  RecordMatching_StartFullScan: { handle: ({ db, auth, params, body, now }) => startFullScan(db, auth, params.entityIdOrKey, body, now) },
  RecordMatching_CancelFullScan: { handle: ({ db, auth, params, now }) => cancelFullScan(db, auth, params.entityIdOrKey, params.scanId, now) },
  // Decisions: whoever may update every record of the group.
  RecordMatching_Decide: { handle: ({ db, auth, params, body, now }) => decide(db, auth, params.entityIdOrKey, body, now) },
  RecordMatching_GetLatestFullScan: { handle: ({ db, auth, params, query, now }) => getLatestFullScan(db, auth, params.entityIdOrKey, query, now) },
}
