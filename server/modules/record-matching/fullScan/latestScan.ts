import { readableInstances } from '../../entities'
import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { badRequest, conflict, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { checkedPaging } from '../../../platform/paging'
import { findDecisions, hasDecisions } from '../decisions/decisions.repo'
import { groupDecision, heldDecisions } from '../decisions/pairs'
import { findProfileRow, type StoredProfile } from '../profiles.repo'
import { FullScanStatus, ScanCodes } from './scanModel'
import { existingGroupIds, findLatestScan, findPreviousScanId, groupsMissingFrom, selectScanGroups, type StoredScan } from './scans.repo'
import { profileTargets, scanBasis, type ScanBasis } from './startScan'
import { mayCancel, toScanProfile, toScanState, type FullScanDto } from './scanView'

/**
 * RecordMatching_GetLatestFullScan: the caller's latest scan of one profile and archive scope. While
 * it is queued or running, its progress; after success, a page of its stored groups with only the
 * candidates the caller may read now (the others counted). A scan computed under other roles,
 * another version of the definition or of its record security, or another RowVersion of the
 * profile answers 409 without candidate identifiers.
 */

export interface LatestScanQuery {
  profileId?: string
  archiveMode?: number
  /** The latest anchored scan of this record instead of the latest target-wide one. */
  anchorInstanceId?: string
  page?: number
  pageSize?: number
}

type ScanGroupView = PublicSchemas['RecordMatchingScanGroup']

/** Dissolved groups named with their records; the rest are counted. */
const shownDissolved = 20
type LatestScan = FullScanDto

const sameRoles = (stored: readonly string[], current: readonly string[]) => JSON.stringify([...stored].sort()) === JSON.stringify([...current].sort())

function drifted(scan: StoredScan, profile: StoredProfile, basis: ScanBasis, auth: AuthContext): string | null {
  if (!sameRoles(scan.ownerRoles, auth.roles)) return 'Your roles have changed since this scan: start a new scan.'
  if (scan.entityDefinitionId !== basis.definition.id || scan.definitionVersion !== basis.definitionVersion) return 'The entity definition has changed since this scan: start a new scan.'
  if (scan.securityFingerprint !== basis.securityFingerprint) return 'The record security of the entity has changed since this scan: start a new scan.'
  if (scan.profileRowVersion !== profile.rowVersion) return 'The record-matching profile has changed since this scan: start a new scan.'
  return null
}

export async function getLatestFullScan(db: Db, auth: AuthContext, entityIdOrKey: string, query: LatestScanQuery, now: Date): Promise<LatestScan> {
  const at = checkedPaging({ Page: query.page, PageSize: query.pageSize }, { members: { page: 'page', pageSize: 'pageSize' } })
  if (!query.profileId) throw badRequest('workspace.validation.required', 'profileId is required.', 'profileId')
  const basis = await scanBasis(db, entityIdOrKey)
  if (!basis) throw notFound(`There is no entity "${entityIdOrKey}".`, entityIdOrKey)
  const profile = await findProfileRow(db, query.profileId)
  if (!profile || !profileTargets(profile, basis.definition)) throw notFound('There is no full scan of this profile.', query.profileId)
  const scan = await findLatestScan(db, auth.userId, profile.id, query.archiveMode ?? profile.archiveMode, query.anchorInstanceId ?? null)
  if (!scan) throw notFound('There is no full scan of this profile and archive scope.', query.profileId)
  const state = toScanState(scan, mayCancel(scan, auth))
  const compact = toScanProfile(profile)
  if (state.Status !== FullScanStatus.Succeeded) return { ...state, Profile: compact, Result: null }
  const drift = drifted(scan, profile, basis, auth)
  if (drift) throw conflict(ScanCodes.scanDrifted, drift)
  const decided = await hasDecisions(db, profile.id)
  const groups = await selectScanGroups(db, scan.id, at.pageSize, at.offset, { withPairs: decided })
  const previous = await findPreviousScanId(db, scan.id)
  const dissolved = previous ? await groupsMissingFrom(db, previous.id, scan.id, shownDissolved) : null
  const candidateIds = [...groups.flatMap((group) => group.CandidateIds), ...(dissolved?.first.flatMap((group) => group.candidateIds) ?? [])]
  const readable = await readableInstances(db, basis.definition, auth, candidateIds, now)
  const inPrevious = previous ? await existingGroupIds(db, previous.id, groups.map((group) => group.Id)) : null
  const candidatesOf = (ids: readonly string[]) => ids.flatMap((id) => {
    const record = readable.get(id)
    return record === undefined ? [] : [{ InstanceId: id, DisplayName: record.DisplayName }]
  })
  const held = heldDecisions(decided ? await findDecisions(db, profile.id, candidateIds) : [], (id) => readable.get(id)?.RowVersion)
  const views = groups.map((group): ScanGroupView => {
    const candidates = candidatesOf(group.CandidateIds)
    const { CandidateIds, Pairs, ...shown } = group
    return {
      ...shown,
      Candidates: candidates,
      HiddenCandidateCount: CandidateIds.length - candidates.length,
      Decision: groupDecision(Pairs, held),
      IsNew: inPrevious ? !inPrevious.has(group.Id) : null,
    }
  })
  const comparison = previous && dissolved
    ? {
        PreviousScanId: previous.id,
        PreviousCompletedAt: previous.completedAt,
        NewGroupCount: (await groupsMissingFrom(db, scan.id, previous.id, 0)).count,
        DissolvedGroupCount: dissolved.count,
        DissolvedGroups: dissolved.first.map((group) => {
          const candidates = candidatesOf(group.candidateIds)
          return { Id: group.id, Candidates: candidates, HiddenCandidateCount: group.candidateIds.length - candidates.length }
        }),
      }
    : null
  return {
    ...state,
    Profile: compact,
    Result: {
      Run: { Profile: compact, TotalVisibleRecords: scan.totalVisibleRecords ?? 0, TotalScannedRecords: scan.totalScannedRecords ?? 0, ScanLimitReached: scan.scanLimitReached ?? false, Groups: views },
      Page: at.page,
      PageSize: at.pageSize,
      TotalGroupCount: scan.groupCount ?? 0,
      CandidatesTotal: null,
      Comparison: comparison,
    },
  }
}
