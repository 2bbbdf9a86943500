// The documented resource attachment list on one record holding 10,000 attachments: the time of a
// page over HTTP, pages picked across the whole list (first, middle, last), as the panel pages.
import { createApp } from '../../server/app'
import { openDb, type OwnedDb } from '../../server/db'
import { seedDemoWorkspace } from '../../server/seed/seed'
import type { Benchmark } from './types'
import { callApi, formatStats, signInAdmin, timingBudget, timingStats } from './workspace'

const API_PORT = 4017
const HOST = '127.0.0.1'
const ATTACHMENTS = 10_000
const PAGE_SIZE = 50
const WARMUPS = 10
const SAMPLES = 200
export const ATTACHMENT_PAGE_BUDGET_MS = 30

interface Owner { ModuleKey: string; ResourceKind: string; ContextResourceId: string; ResourceObjectId: string }

async function contractOwner(db: OwnedDb): Promise<Owner> {
  const [row] = await db.query<{ definition_id: string; schema_name: string; physical_table_name: string }>(
    `SELECT d.id AS definition_id, t.schema_name, t.physical_table_name
       FROM entity_definitions d JOIN entity_tables t ON t.entity_definition_id = d.id AND t.is_primary
      WHERE d.name = 'contracts'`,
  )
  if (!row) throw new Error('the demo workspace has no contracts entity')
  const [record] = await db.query<{ id: string }>(`SELECT id FROM "${row.schema_name}"."${row.physical_table_name}" ORDER BY id LIMIT 1`)
  if (!record) throw new Error('the demo workspace has no contract record')
  return { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: row.definition_id, ResourceObjectId: record.id }
}

/** 10,000 stored files with their attachment relation, as completed uploads leave them. */
async function seedAttachments(db: OwnedDb, owner: Owner): Promise<void> {
  await db.query(
    `INSERT INTO files (id, storage_root, storage_key, owner_module, owner_kind, owner_context_id, owner_object_id,
       file_name, mime_type, size_bytes, checksum_sha256, origin_source, policy_version, created_at, created_by_user_id)
     SELECT 'bench-file-' || n, '/nonexistent', 'bench/' || n, $1, $2, $3, $4,
       'Document ' || n || '.pdf', 'application/pdf', 1000 + n, repeat('a', 64), 'upload', 1,
       now() - (n || ' seconds')::interval, 'usr-admin'
     FROM generate_series(1, ${ATTACHMENTS}) AS n`,
    [owner.ModuleKey, owner.ResourceKind, owner.ContextResourceId, owner.ResourceObjectId],
  )
  await db.query(
    `INSERT INTO file_relations (id, file_id, target_module, target_kind, target_context_id, target_object_id,
       relation_kind, source, created_by_user_id, created_at)
     SELECT 'bench-rel-' || n, 'bench-file-' || n, $1, $2, $3, $4, 0, 'upload', 'usr-admin', now() - (n || ' seconds')::interval
     FROM generate_series(1, ${ATTACHMENTS}) AS n`,
    [owner.ModuleKey, owner.ResourceKind, owner.ContextResourceId, owner.ResourceObjectId],
  )
  await db.query('ANALYZE files')
  await db.query('ANALYZE file_relations')
}

export const attachmentList: Benchmark = {
  name: 'attachment-list',
  description: `Resource attachment list with ${ATTACHMENTS.toLocaleString('en')} attachments on one record (a page of ${PAGE_SIZE} over HTTP)`,
  async run() {
    const db = await openDb({})
    const app = await createApp({ db })
    try {
      await seedDemoWorkspace(db)
      await app.listen({ host: HOST, port: API_PORT })
      const apiUrl = `http://${HOST}:${API_PORT}`
      const token = await signInAdmin(apiUrl)
      const owner = await contractOwner(db)
      await seedAttachments(db, owner)
      const pages = Math.ceil(ATTACHMENTS / PAGE_SIZE)
      const listPage = async (page: number) => {
        const started = performance.now()
        const list = await callApi<{ Items: unknown[]; TotalCount: number }>(apiUrl, token, 'POST', '/api/workspace/attachments/resource-list', {
          Resource: owner, Scope: 0, Page: page, PageSize: PAGE_SIZE,
        })
        const elapsed = performance.now() - started
        if (list.TotalCount < ATTACHMENTS || list.Items.length === 0) throw new Error(`page ${page} listed ${list.Items.length} of ${list.TotalCount}`)
        return elapsed
      }
      for (let i = 0; i < WARMUPS; i++) await listPage(1 + (i % pages))
      const samples: number[] = []
      // First, last and every page in between in a fixed spread, so deep offsets are measured too.
      for (let i = 0; i < SAMPLES; i++) samples.push(await listPage(1 + ((i * 37) % pages)))
      const stats = timingStats(samples)
      return {
        details: { attachments: ATTACHMENTS, pageSize: PAGE_SIZE, stats },
        budgets: [timingBudget('Attachment page, p95', stats.p95Ms, ATTACHMENT_PAGE_BUDGET_MS)],
        summary: [formatStats(`A page of ${PAGE_SIZE} of ${ATTACHMENTS.toLocaleString('en')} attachments`, stats)],
      }
    } finally {
      await app.close()
      await db.close()
    }
  },
}
