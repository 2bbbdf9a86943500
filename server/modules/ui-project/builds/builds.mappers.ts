import { iso, isoOrNull } from '../../../platform/values'
import type { BuildRow } from './builds.repo'

/** A build row as the contract's UiProjectBuild. */


export function toBuildDto(row: BuildRow) {
  const diagnostics = row.diagnostics ?? []
  return {
    Id: row.id,
    ProjectId: row.project_id,
    RevisionId: row.revision_id,
    RevisionNumber: row.revision_number,
    BuildNumber: row.build_number,
    Kind: row.kind,
    Status: row.status,
    Stage: row.stage,
    StageMessageKey: row.stage_message_key,
    ProgressPercent: row.progress_percent,
    RequestedByUserId: row.requested_by_user_id,
    RequestedByDisplayName: row.requested_by_display_name ?? row.requested_by_user_id,
    RequestedAt: iso(row.requested_at),
    StartedAt: isoOrNull(row.started_at),
    CompletedAt: isoOrNull(row.completed_at),
    WorkerId: row.worker_id,
    HeartbeatAt: isoOrNull(row.heartbeat_at),
    AttemptCount: row.attempt_count,
    GeneratedProjectChecksum: row.generated_project_checksum,
    SchemaContractHash: row.schema_contract_hash,
    DiagnosticsJson: diagnostics.length > 0 ? JSON.stringify(diagnostics) : null,
    ErrorSummary: row.error_summary,
    RowVersion: row.row_version,
    Failure: row.failure,
    JobId: row.job_id,
    ArtifactId: row.artifact_id,
    CancellationRequested: row.cancellation_requested,
    PeakMemoryBytes: row.peak_memory_bytes === null ? null : Number(row.peak_memory_bytes),
    Stages: row.stages ?? [],
    Diagnostics: diagnostics,
  }
}

export type BuildDto = ReturnType<typeof toBuildDto>
