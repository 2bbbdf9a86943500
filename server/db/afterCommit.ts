import type { AfterCommitWork, Db } from './types'

/**
 * Runs one outermost transaction and then the work its statements queued with `afterCommit`, in
 * order. `begin` runs the transaction, handing it the queue; a rollback throws before any work runs.
 */
export async function committing<R>(db: Db, begin: (queue: AfterCommitWork[]) => Promise<R>): Promise<R> {
  const queue: AfterCommitWork[] = []
  const result = await begin(queue)
  for (const work of queue) await work(db)
  return result
}
