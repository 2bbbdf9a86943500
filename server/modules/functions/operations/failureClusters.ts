import type { Db } from '../../../db'
import { findFailureClusters, type FunctionFailureCluster } from './failureClusters.repo'
import { defaultedRange } from './listQuery'

/**
 * Failed runs (ValidationFailure, PermissionFailure, Timeout, RuntimeException,
 * StoppedByWorkerRestart) grouped by function, error type and normalised message. The key is the
 * run's stored `failure_cluster_key` (migration 0005), so the run list's FailureClusterKey filter
 * shows exactly the runs of a cluster.
 */

export type { FunctionFailureCluster } from './failureClusters.repo'

export const maxClusters = 200

export interface FailureClusterQuery {
  FromUtc?: string
  ToUtc?: string
  FunctionId?: string
}

/** Clusters with failures in the range (FromUtc inclusive, ToUtc exclusive), most frequent first. */
export async function listFailureClusters(db: Db, query: FailureClusterQuery, now: Date): Promise<FunctionFailureCluster[]> {
  const { from, to } = defaultedRange(query, now)
  return findFailureClusters(db, { from, to, functionId: query.FunctionId }, maxClusters)
}
