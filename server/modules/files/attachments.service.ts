import type { Db } from '../../db'
import { badRequest } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { checkedPaging, toPage } from '../../platform/paging'
import { permissionsFor, toListItem } from './files.items'
import { attachmentScopeConditions, countAttachments, listAttachmentPage, relationsOf, type RelationRow } from './files.repo'
import { AttachmentScope, type AttachmentList, type ResourceIdentity } from './files.types'
import { requireAttachable } from './resources'

/** The attachment list of one resource: a page of its files, newest first, with what the caller may do. */

export { AttachmentScope }

export interface AttachmentListRequest {
  Resource?: Partial<ResourceIdentity>
  Scope?: number
  Page?: number
  PageSize?: number
}

const defaultPageSize = 50

export async function listAttachments(db: Db, auth: AuthContext, body: AttachmentListRequest): Promise<AttachmentList> {
  const scope = body.Scope ?? AttachmentScope.Active
  if (attachmentScopeConditions[scope] === undefined) throw badRequest('workspace.validation.invalid', 'Scope must be 0 (active files), 1 (the trash) or 2 (both).', 'Scope')
  const paging = checkedPaging(body, { pageSizeWhenUnset: defaultPageSize })
  const resource = await requireAttachable(db, body.Resource, 'Resource', auth)
  const { identity, relationKind } = resource
  const total = await countAttachments(db, identity, relationKind, scope)
  const rows = paging.offset < total ? await listAttachmentPage(db, identity, relationKind, scope, paging.pageSize, paging.offset) : []
  const relations = await relationsOf(db, rows.map((row) => row.id))
  const items = rows.map((row) => {
    const ofFile = relations.get(row.id) ?? []
    const relation = ofFile.find((candidate) => candidate.id === row.relation_id) as RelationRow
    return toListItem({ file: row, relation, relations: ofFile, owner: resource.display, permissions: permissionsFor(auth, row, resource) })
  })
  return toPage(items, paging, total)
}
