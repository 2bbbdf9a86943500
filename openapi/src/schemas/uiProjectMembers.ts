import type { Schema } from '../types'
import { arr, bool, dateTime, int32, int64, nullable, obj, ref, str, uuid } from '../s'
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


const stageEntry = (): Schema =>
  obj(
    {
      Stage: ref('BuildStage'),
      StartedAt: dateTime(),
      CompletedAt: nullable(dateTime()),
      DurationMs: nullable(int64()),
      LogLineCount: int32(),
      LogTruncated: bool('Lines beyond the kept bound were dropped.'),
    },
    { required: ['Stage', 'StartedAt', 'CompletedAt', 'DurationMs', 'LogLineCount', 'LogTruncated'] },
  )

const diagnostic = (): Schema =>
  obj(
    {
      File: nullable(str('Path relative to the project root.')),
      Line: nullable(int32('One-based.')),
      Column: nullable(int32('One-based.')),
      EndLine: nullable(int32()),
      EndColumn: nullable(int32()),
      Severity: ref('IssueSeverity'),
      Source: str('typescript, eslint, bundler, sandbox or project (UI project); csharp or project (Net Operation Project).'),
      Code: nullable(str()),
      Message: str(),
    },
    { required: ['File', 'Line', 'Column', 'Severity', 'Source', 'Message'] },
  )

/** What the app needs of a build beyond the documented record, for both projects' builds. */
export const buildAssumedMembers = (): Record<string, Schema> => ({
  RevisionNumber: member(int32(), 'Names the revision in lists.'),
  RequestedByDisplayName: member(str(), 'Names who started it.'),
  JobId: member(nullable(str()), 'The function host job that runs it.'),
  ArtifactId: member(nullable(str()), 'The artifact a successful build stored.'),
  CancellationRequested: member(bool(), 'Cancel was asked while it ran.'),
  PeakMemoryBytes: member(nullable(int64()), 'Peak resident memory of the build process tree.'),
  Stages: member(arr(stageEntry()), 'Each stage reached, in order, with its timing and log size.'),
  Diagnostics: member(arr(diagnostic()), 'DiagnosticsJson, typed.'),
})
