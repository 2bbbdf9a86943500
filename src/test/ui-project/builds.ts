import { BuildKind, BuildStage, BuildStatus } from '@/api/index'
import type { UiProjectBuild } from '@/features/ui-project/uiProject.types'

/** A build as the server answers it; override what a test is about. */
export function makeBuild(overrides: Partial<UiProjectBuild> = {}): UiProjectBuild {
  return {
    Id: 'bld-1',
    ProjectId: 'workspace',
    RevisionId: 'rev-3',
    RevisionNumber: 3,
    BuildNumber: 7,
    Kind: BuildKind.Build,
    Status: BuildStatus.Running,
    Stage: BuildStage.Compiling,
    StageMessageKey: 'uiProject.build.stage.compiling',
    ProgressPercent: 42,
    RequestedByUserId: 'usr-admin',
    RequestedByDisplayName: 'Ada Admin',
    RequestedAt: '2026-11-28T10:00:00Z',
    StartedAt: '2026-11-28T10:00:01Z',
    CompletedAt: null,
    AttemptCount: 1,
    RowVersion: 'rv-b1',
    JobId: 'job-9',
    ArtifactId: null,
    CancellationRequested: false,
    Failure: null,
    ErrorSummary: null,
    Stages: [
      { Stage: BuildStage.Preparing, StartedAt: '2026-11-28T10:00:01Z', CompletedAt: '2026-11-28T10:00:02Z', DurationMs: 1000, LogLineCount: 3, LogTruncated: false },
      { Stage: BuildStage.Restoring, StartedAt: '2026-11-28T10:00:02Z', CompletedAt: '2026-11-28T10:00:04Z', DurationMs: 2000, LogLineCount: 2, LogTruncated: false },
      { Stage: BuildStage.Generating, StartedAt: '2026-11-28T10:00:04Z', CompletedAt: '2026-11-28T10:00:05Z', DurationMs: 500, LogLineCount: 1, LogTruncated: false },
      { Stage: BuildStage.Compiling, StartedAt: '2026-11-28T10:00:05Z', CompletedAt: null, DurationMs: null, LogLineCount: 12, LogTruncated: false },
    ],
    Diagnostics: [],
    ...overrides,
  }
}
