import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { functionIdOf } from '../catalog'
import { insertPublicationRow } from './publications.repo'
import { DeduplicationMode, PublicationKind } from './publications.service'

/** The demo workspace publishes its functions for API callers (only seeded into an empty workspace). */

const invoke = 'functions.publications.invoke'

const demo: Array<{ key: string; description: string; kind: number; schema?: Record<string, unknown>; dedup?: string[] | 'caller'; fn?: string }> = [
  {
    key: 'validate-customer-data',
    description: 'Checks a customer record before it is saved by a partner system.',
    kind: PublicationKind.Both,
    schema: { type: 'object', properties: { Name: { type: 'string', maxLength: 200 }, Email: { type: 'string', maxLength: 320 } } },
  },
  { key: 'export-report', description: 'The revenue report, for the finance team’s scripts.', kind: PublicationKind.Both, dedup: 'caller' },
  { key: 'import-legacy-orders', description: 'Imports one order of the old shop by its number.', kind: PublicationKind.Both },
  // The same import for a partner's nightly job: one queued import per order at a time.
  { key: 'import-legacy-order-once', description: 'Queues the import of one order unless it is already queued.', kind: PublicationKind.Enqueue, dedup: ['orderNumber'], fn: 'import-legacy-orders' },
  { key: 'sync-ledger', description: 'Synchronises the ledger on demand.', kind: PublicationKind.Both },
  { key: 'rebuild-search-index', description: 'Rebuilds the search index.', kind: PublicationKind.Both },
  { key: 'sign-payload', description: 'Signs a payload with the workspace’s signing key.', kind: PublicationKind.Command },
  { key: 'nightly-cleanup', description: 'Removes expired access tokens now.', kind: PublicationKind.Both },
  { key: 'recalculate-contract-totals', description: 'Recalculates every contract’s total.', kind: PublicationKind.Both },
]

export async function seedDemoPublications(db: Db, now: Date): Promise<void> {
  for (const publication of demo) {
    await insertPublicationRow(db, {
      id: `pub-${publication.key}`,
      key: publication.key,
      description: publication.description,
      functionId: functionIdOf(publication.fn ?? publication.key),
      functionVersionId: null,
      kind: publication.kind,
      requiredPermission: invoke,
      inputSchema: publication.schema ?? null,
      deduplicationMode: publication.dedup === 'caller' ? DeduplicationMode.CallerKey : publication.dedup ? DeduplicationMode.ArgumentMembers : DeduplicationMode.None,
      deduplicationMembers: Array.isArray(publication.dedup) ? publication.dedup : [],
      isEnabled: true,
      rowVersion: randomUUID(),
      modifiedByUserId: null,
    }, now)
  }
}
