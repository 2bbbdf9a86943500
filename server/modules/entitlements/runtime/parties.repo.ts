import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { bulkInsert } from '../../../db/bulkInsert'
import type { PartyRecord } from './issue.parties'

/** Resources and beneficiaries of entitlements (entitlement_resources, entitlement_beneficiaries), in their order. */

export type PartyTable = 'entitlement_resources' | 'entitlement_beneficiaries'

export async function insertParties(tx: Db, table: PartyTable, entitlementId: string, parties: PartyRecord[]): Promise<void> {
  await bulkInsert(tx, table, {
    id: 'text', entitlement_id: 'text', role_id: 'text', entity_definition_id: 'text', entity_instance_id: 'text', display_name: 'text', sort_order: 'integer',
  }, parties.map((party, index) => ({
    id: randomUUID(),
    entitlement_id: entitlementId,
    role_id: party.roleId,
    entity_definition_id: party.definitionId,
    entity_instance_id: party.instanceId,
    display_name: party.displayName,
    sort_order: index,
  })))
}

export async function listParties(tx: Db, table: PartyTable, entitlementId: string): Promise<PartyRecord[]> {
  const rows = await tx.query<{ role_id: string; entity_definition_id: string; entity_instance_id: string; display_name: string }>(
    `SELECT role_id, entity_definition_id, entity_instance_id, display_name FROM ${table} WHERE entitlement_id = $1 ORDER BY sort_order`,
    [entitlementId],
  )
  return rows.map((row) => ({ roleId: row.role_id, definitionId: row.entity_definition_id, instanceId: row.entity_instance_id, displayName: row.display_name }))
}
