import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Record matching beyond the documented operations: deleting a profile, testing a pair, the profiles one may scan with, starting a full scan and deciding on its groups (assumed). */

const admin = { document: 'config', contract: 'assumed', tag: 'RecordMatching' } as const
const data = { document: 'public', contract: 'assumed', tag: 'RecordMatching' } as const
const PROFILE = '/api/workspace/admin/record-matching/{profileId}'
const profileParam = { profileId: 'Id of the profile.' }

export const recordMatchingOperations: OperationSpec[] = [
  {
    ...admin,
    method: 'delete',
    path: PROFILE,
    operationId: 'RecordMatching_DeleteProfile',
    summary: 'Deletes a record-matching profile. Data is the id.',
    pathParams: profileParam,
    query: [queryParam('rowVersion', uuid(), 'Expected row version; when given and stale the call answers 409.')],
    envelope: 'String',
    data: str(),
    statuses: [200, 401, 403, 404, 409],
  },
  {
    ...admin,
    method: 'post',
    path: `${PROFILE}/test-pair`,
    operationId: 'RecordMatching_TestPair',
    summary: 'Scores two records, or two sets of typed values, with a profile and answers the evidence of every rule and field.',
    description:
      'Records are read as the caller may read them: one the caller may not read answers 404 like a missing one. ' +
      'A Configuration in the body is tested in place of the stored profile; with profileId "new" it tests a profile not yet created. ' +
      'Nothing is stored.',
    pathParams: profileParam,
    body: ref('RecordMatchingPairTestRequest'),
    envelope: 'RecordMatchingPairTest',
    data: ref('RecordMatchingPairTest'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...data,
    method: 'get',
    path: '/api/workspace/record-matching/profiles',
    operationId: 'RecordMatching_ListScannableProfiles',
    summary: 'The enabled record-matching profiles of the entities whose records the caller may read: what each compares, for scanning and reviewing.',
    description: 'Any signed-in caller. Configuring profiles stays with RecordMatching_ListProfiles and the other administration operations.',
    envelope: 'RecordMatchingScannableProfileArray',
    data: arr(ref('RecordMatchingScannableProfile')),
    statuses: [200, 401],
  },
  {
    ...data,
    method: 'post',
    path: '/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans',
    operationId: 'RecordMatching_StartFullScan',
    summary: 'Starts a full scan owned by the caller on the function host; it sees only the records the caller may read.',
    description:
      'A target-wide scan compares the records sharing a blocking key, at most its request limit (ScanLimitReached); ' +
      'with AnchorInstanceId the record is compared with every visible record. Read it with RecordMatching_GetLatestFullScan; ' +
      'cancel it through its job (FunctionOperations_CancelJob with JobId).',
    pathParams: { entityIdOrKey: 'Entity definition id or normalized key.' },
    body: ref('RecordMatchingFullScanStartRequest'),
    envelope: 'RecordMatchingFullScan',
    data: ref('RecordMatchingFullScan'),
    statuses: [200, 400, 401, 404, 409],
  },
  {
    ...data,
    method: 'post',
    path: '/api/workspace/entity/{entityIdOrKey}/record-matching/decisions',
    operationId: 'RecordMatching_Decide',
    summary: 'Records a reviewer\'s decision on records a scan grouped, or takes it back (Decision null).',
    description:
      'NotDuplicate: later scans of the profile never match these records with each other again while none of them changes ' +
      '(a change of any of them lets them be matched again). Duplicate: the group is kept for merging. ' +
      'The caller must be allowed to update every record (403 otherwise); a record they may not read answers 404 like a missing one.',
    pathParams: { entityIdOrKey: 'Entity definition id or normalized key.' },
    body: ref('RecordMatchingDecisionRequest'),
    envelope: 'RecordMatchingDecisionResult',
    data: ref('RecordMatchingDecisionResult'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...data,
    method: 'post',
    path: '/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans/{scanId}/cancel',
    operationId: 'RecordMatching_CancelFullScan',
    summary: 'Cancels a queued or running full scan: its owner, or a holder of functions.operations.cancel. Another user\'s scan answers 404.',
    pathParams: { entityIdOrKey: 'Entity definition id or normalized key.', scanId: 'Id of the full scan.' },
    envelope: 'RecordMatchingFullScan',
    data: ref('RecordMatchingFullScan'),
    statuses: [200, 401, 404, 409],
  },
]
