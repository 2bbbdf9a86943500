import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import { snapshotArguments } from '../runs/runs.repo'
import { SqlConditions } from './sqlConditions'

/**
 * Failed runs by their stored `failure_cluster_key` (migration 0005: function, error type and
 * normalised message), read through the cluster index.
 */

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
 * Clusters with failures from `from` (inclusive) to `to` (exclusive), most frequent first, at most
 * `limit`. Counting reads the cluster index alone; the latest run of each cluster (its function,
 * error type and message, normalised once) comes from the same index, newest first.
 */
export async function findFailureClusters(
  db: Db,
  filter: { from: Date; to: Date; functionId?: string },
  limit: number,
): Promise<FunctionFailureCluster[]> {
  const conditions = new SqlConditions()
  conditions.add('r.failure_cluster_key IS NOT NULL')
  conditions.add(`r.started_at >= ${conditions.param(filter.from)}`)
  conditions.add(`r.started_at < ${conditions.param(filter.to)}`)
  conditions.equals('r.function_id', filter.functionId)
  const rows = await db.query<ClusterRow>(
    `WITH clusters AS (
       SELECT r.failure_cluster_key AS key, count(*)::int AS count, min(r.started_at) AS first_seen, max(r.started_at) AS last_seen
       FROM function_runs r ${conditions.where}
       GROUP BY r.failure_cluster_key
       ORDER BY count DESC, last_seen DESC, key LIMIT ${limit}
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

/** The latest run of a cluster, any time: its function, error type and normalised message. */
export async function findLatestClusterRun(
  db: Db,
  clusterKey: string,
): Promise<{ functionDisplayName: string; errorType: string | null; message: string } | null> {
  const [row] = await db.query<{ function_display_name: string; error_type: string | null; message: string }>(
    `SELECT function_display_name, error_type, function_failure_message(coalesce(error_message, error_summary)) AS message
     FROM function_runs WHERE failure_cluster_key = $1 ORDER BY started_at DESC, id DESC LIMIT 1`,
    [clusterKey],
  )
  return row ? { functionDisplayName: row.function_display_name, errorType: row.error_type, message: row.message } : null
}

/** The runs of a cluster that started from `from` (inclusive) to `to` (exclusive). */
export async function countClusterRuns(db: Db, clusterKey: string, from: Date, to: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM function_runs WHERE failure_cluster_key = $1 AND started_at >= $2 AND started_at < $3',
    [clusterKey, from, to],
  )
  return row?.n ?? 0
}

/** Of those runs, the newest of each distinct function and arguments (the cluster index, newest first), at most `limit`. */
export async function newestClusterRunPerArguments(
  db: Db,
  clusterKey: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<Array<{ id: string; functionId: string; arguments: Record<string, unknown> }>> {
  const rows = await db.query<{ id: string; function_id: string; arguments_snapshot: unknown }>(
    `SELECT id, function_id, arguments_snapshot FROM (
       SELECT DISTINCT ON (function_id, coalesce(arguments_snapshot, 'null'::jsonb)) id, function_id, arguments_snapshot, started_at
       FROM function_runs WHERE failure_cluster_key = $1 AND started_at >= $2 AND started_at < $3
       ORDER BY function_id, coalesce(arguments_snapshot, 'null'::jsonb), started_at DESC, id DESC
     ) newest ORDER BY started_at DESC, id DESC LIMIT ${limit}`,
    [clusterKey, from, to],
  )
  return rows.map((row) => ({ id: row.id, functionId: row.function_id, arguments: snapshotArguments(row.arguments_snapshot) }))
}
