import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import { SqlConditions } from './sqlConditions'
import { defaultedRange } from './listQuery'

/**
 * Failed runs (ValidationFailure, PermissionFailure, Timeout, RuntimeException,
 * StoppedByWorkerRestart) grouped by function, error type and normalised message. The key is the
 * run's stored `failure_cluster_key` (migration 0005), so the run list's FailureClusterKey filter
 * shows exactly the runs of a cluster.
 */

export const maxClusters = 200

export interface FailureClusterQuery {
  FromUtc?: string
  ToUtc?: string
  FunctionId?: string
}

export interface FunctionFailureCluster {
  Key: string
  FunctionId: string
  FunctionKey: string
  FunctionDisplayName: string
  ErrorType: string | null
  NormalizedMessage: string
  Count: number
  FirstSeenAt: string
  LastSeenAt: string
  LatestRunId: string
}

interface ClusterRow {
  key: string
  count: number
  first_seen: Date | string
  last_seen: Date | string
  latest_run_id: string
  function_id: string
  function_key: string
  function_display_name: string
  error_type: string | null
  message: string
}

/**
 * Clusters with failures in the range (FromUtc inclusive, ToUtc exclusive), most frequent first.
 * Counting reads the cluster index alone; the latest run of each cluster (its function, error type
 * and message, normalised once) comes from the same index, newest first.
 */
export async function listFailureClusters(db: Db, query: FailureClusterQuery, now: Date): Promise<FunctionFailureCluster[]> {
  const { from, to } = defaultedRange(query, now)
  const conditions = new SqlConditions()
  conditions.add('r.failure_cluster_key IS NOT NULL')
  conditions.add(`r.started_at >= ${conditions.param(from)}`)
  conditions.add(`r.started_at < ${conditions.param(to)}`)
  conditions.equals('r.function_id', query.FunctionId)
  const rows = await db.query<ClusterRow>(
    `WITH clusters AS (
       SELECT r.failure_cluster_key AS key, count(*)::int AS count, min(r.started_at) AS first_seen, max(r.started_at) AS last_seen
       FROM function_runs r ${conditions.where}
       GROUP BY r.failure_cluster_key
       ORDER BY count DESC, last_seen DESC, key LIMIT ${maxClusters}
     )
     SELECT c.*, l.id AS latest_run_id, l.function_id, l.function_key, l.function_display_name, l.error_type,
       function_failure_message(coalesce(l.error_message, l.error_summary)) AS message
     FROM clusters c
     CROSS JOIN LATERAL (
       SELECT r.id, r.function_id, r.function_key, r.function_display_name, r.error_type, r.error_message, r.error_summary
       FROM function_runs r ${conditions.where} AND r.failure_cluster_key = c.key
       ORDER BY r.started_at DESC, r.id DESC LIMIT 1
     ) l
     ORDER BY c.count DESC, c.last_seen DESC, c.key`,
    conditions.params,
  )
  return rows.map((row) => ({
    Key: row.key,
    FunctionId: row.function_id,
    FunctionKey: row.function_key,
    FunctionDisplayName: row.function_display_name,
    ErrorType: row.error_type,
    NormalizedMessage: row.message,
    Count: row.count,
    FirstSeenAt: iso(row.first_seen),
    LastSeenAt: iso(row.last_seen),
    LatestRunId: row.latest_run_id,
  }))
}
