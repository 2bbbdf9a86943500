import type { Db } from '../../db'
import { badRequest } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { checkedPaging, toPage } from '../../platform/paging'
import { permissionsFor, toListItem } from './files.items'
import { fileColumns, fileJoins, relationsOf, type FileRow, type RelationRow } from './files.repo'
import type { AttachmentList, ResourceIdentity } from './files.types'
import { requireAttachable } from './resources'

/** The attachment list of one resource: a page of its files, newest first, with what the caller may do. */

export const AttachmentScope = { Active: 0, Trash: 1, Both: 2 } as const

export interface AttachmentListRequest {
  Resource?: Partial<ResourceIdentity>
  Scope?: number
  Page?: number
  PageSize?: number
}

const defaultPageSize = 50

/** Relations mirror their file's trash state, so the scope filters the relation index alone. */
const scopeCondition: Record<number, string> = {
  [AttachmentScope.Active]: 'AND r.deleted_at IS NULL',
  [AttachmentScope.Trash]: 'AND r.deleted_at IS NOT NULL',
  [AttachmentScope.Both]: '',
}

/** The totals are kept per resource by triggers (migration 0010): one row, however many files. */
const scopeTotal: Record<number, string> = {
  [AttachmentScope.Active]: 'active_count',
  [AttachmentScope.Trash]: 'deleted_count',
  [AttachmentScope.Both]: 'active_count + deleted_count',
}

type PageRow = FileRow & { relation_id: string }

export async function listAttachments(db: Db, auth: AuthContext, body: AttachmentListRequest): Promise<AttachmentList> {
  const scope = body.Scope ?? AttachmentScope.Active
  const condition = scopeCondition[scope]
  if (condition === undefined) throw badRequest('workspace.validation.invalid', 'Scope must be 0 (active files), 1 (the trash) or 2 (both).', 'Scope')
  const paging = checkedPaging(body, { pageSizeWhenUnset: defaultPageSize })
  const resource = await requireAttachable(db, body.Resource, 'Resource', auth)
  const { identity } = resource
  const target = [identity.ModuleKey, identity.ResourceKind, identity.ContextResourceId, identity.ResourceObjectId, resource.relationKind]
  const where = `r.target_module = $1 AND r.target_kind = $2 AND r.target_context_id = $3 AND r.target_object_id = $4
    AND r.relation_kind = $5`
  const [counted] = await db.query<{ total: number }>(`SELECT (${scopeTotal[scope]})::int AS total FROM file_relation_counts r WHERE ${where}`, target)
  const total = counted?.total ?? 0
  const rows = paging.offset < total
    ? await db.query<PageRow>(
      `SELECT ${fileColumns}, r.id AS relation_id
       FROM (SELECT r.id, r.file_id, r.created_at FROM file_relations r WHERE ${where} ${condition}
             ORDER BY r.created_at DESC, r.id LIMIT $6 OFFSET $7) r
       JOIN files f ON f.id = r.file_id ${fileJoins}
       ORDER BY r.created_at DESC, r.id`,
      [...target, paging.pageSize, paging.offset],
    )
    : []
  const relations = await relationsOf(db, rows.map((row) => row.id))
  const items = rows.map((row) => {
    const ofFile = relations.get(row.id) ?? []
    const relation = ofFile.find((candidate) => candidate.id === row.relation_id) as RelationRow
    return toListItem({ file: row, relation, relations: ofFile, owner: resource.display, permissions: permissionsFor(auth, row, resource) })
  })
  return toPage(items, paging, total)
}
