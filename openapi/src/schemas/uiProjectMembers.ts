import type { Schema } from '../types'
import { bool, dateTime, int32, nullable, obj, ref, str, uuid } from '../s'
import { assumedMember as member } from './entitlementsModelOutput'

/** Member lists shared by the documented platform schemas (platform.ts) and the UI project's (uiProject.ts). */

/** The documented build record's members; the UI project's builds carry the same ones (uiProject.ts). */
export const buildRecordMembers = (): Record<string, Schema> => ({
  Id: str(),
  ProjectId: str(),
  RevisionId: str(),
  BuildNumber: int32('Monotonic per build.'),
  Kind: ref('BuildKind'),
  Status: ref('BuildStatus'),
  Stage: ref('BuildStage'),
  StageMessageKey: nullable(str()),
  ProgressPercent: int32(),
  RequestedByUserId: str(),
  RequestedAt: dateTime(),
  StartedAt: nullable(dateTime()),
  CompletedAt: nullable(dateTime()),
  WorkerId: nullable(str()),
  HeartbeatAt: nullable(dateTime()),
  AttemptCount: int32(),
  GeneratedProjectChecksum: nullable(str()),
  SchemaContractHash: nullable(str()),
  DiagnosticsJson: nullable(str()),
  ErrorSummary: nullable(str()),
  RowVersion: uuid(),
  Failure: nullable(
    obj({
      ReasonCode: str(),
      Category: ref('BuildFailureCategory'),
      Retryable: bool(),
      SqlState: nullable(str('SQLSTATE code only, never SQL or parameter values.')),
      TargetKind: nullable(str()),
      TargetId: nullable(str()),
      RemediationCode: nullable(str()),
    }),
  ),
})

/** Members of the documented UiArtifact that the app needs beyond the spec's list. */
export const uiArtifactAssumedMembers = (): Record<string, Schema> => ({
  BuildNumber: member(int32(), 'The number of the build that made the artifact.'),
  RevisionNumber: member(int32(), 'The number of the revision it was built from.'),
  CreatedAt: member(dateTime(), 'When the build stored it.'),
  IsPinned: member(bool(), 'Kept by the purge planner whatever its age.'),
  IsCompatible: member(bool(), 'Whether this installation supports its HostContractVersion.'),
  CompatibilityMessage: member(nullable(str()), 'Why it cannot be activated, when it cannot.'),
  WasActive: member(bool(), 'It has been active before (a roll back target).'),
})

