import type { Db } from '../../../db'

/** SQL of inherited responsibilities: who inherits from whom, and the set-based recalculation. */

/** A responsibility that inherits along a reference: children of `childDefinitionId` take the parent's subjects of `parentKey`. */
export interface InheritanceLink {
  childDefinitionId: string
  childKey: string
  /** Qualified primary table of the children and their (quoted) reference column. */
  childTable: string
  referenceColumn: string
  parentDefinitionId: string
  parentKey: string
}

interface LinkRow {
  child_definition_id: string
  child_key: string
  physical_table_name: string
  column_name: string
  parent_definition_id: string
  parent_key: string
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The links whose children inherit from records of `parentDefinitionId` (optionally only of one key). */
export async function linksFromParent(db: Db, parentDefinitionId: string, parentKey?: string): Promise<InheritanceLink[]> {
  return toLinks(
    await db.query<LinkRow>(
      `${linkSelect} WHERE f.reference_to_entity_definition_id = $1 AND ($2::text IS NULL OR lower(pr.key) = lower($2))`,
      [parentDefinitionId, parentKey ?? null],
    ),
  )
}

/** The links of one child definition (its responsibilities that inherit). */
export async function linksOfChild(db: Db, childDefinitionId: string, childKey?: string): Promise<InheritanceLink[]> {
  return toLinks(await db.query<LinkRow>(`${linkSelect} WHERE r.entity_definition_id = $1 AND ($2::text IS NULL OR r.key = $2)`, [childDefinitionId, childKey ?? null]))
}

const linkSelect = `
  SELECT r.entity_definition_id AS child_definition_id, r.key AS child_key, t.physical_table_name, f.column_name,
         f.reference_to_entity_definition_id AS parent_definition_id, pr.key AS parent_key
    FROM entity_responsibilities r
    JOIN entity_fields f ON f.id = r.inherit_from_field_id AND NOT f.is_deleted
    JOIN entity_tables t ON t.id = f.entity_definition_table_id
    JOIN entity_responsibilities pr ON pr.entity_definition_id = f.reference_to_entity_definition_id AND lower(pr.key) = lower(r.key)`

function toLinks(rows: LinkRow[]): InheritanceLink[] {
  return rows.map((row) => ({
    childDefinitionId: row.child_definition_id,
    childKey: row.child_key,
    childTable: `"ws_data".${quote(row.physical_table_name)}`,
    referenceColumn: quote(row.column_name),
    parentDefinitionId: row.parent_definition_id,
    parentKey: row.parent_key,
  }))
}

/** Ids of the children of the given parents (all children when `parentIds` is null), after `after`, in id order. */
export async function childIdsAfter(db: Db, link: InheritanceLink, parentIds: string[] | null, after: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT c.id FROM ${link.childTable} c
      WHERE c.id > $1 AND ${parentIds ? `c.${link.referenceColumn} = ANY($2::text[])` : `$2::text[] IS NULL`}
      ORDER BY c.id LIMIT ${limit}`,
    [after, parentIds],
  )
  return rows.map((row) => row.id)
}

/**
 * Replaces the inherited subjects of the given children with the current subjects (own and
 * inherited) of the records their reference points to, one level down; answers how many rows it wrote.
 */
export async function recalculateChildren(db: Db, link: InheritanceLink, childIds: string[], now: Date): Promise<number> {
  await db.query(
    `DELETE FROM entity_record_assignments
      WHERE record_id = ANY($1::text[]) AND responsibility_key = $2 AND inherited_from_record_id IS NOT NULL`,
    [childIds, link.childKey],
  )
  const written = await db.query<{ id: string }>(
    `INSERT INTO entity_record_assignments (id, entity_definition_id, record_id, responsibility_key, subject_type, subject_id, starts_at, ends_at,
                                           managed_by_runtime, sort_order, assigned_at, assigned_by, inherited_from_record_id,
                                           inherited_from_definition_id, inheritance_depth, recalculated_at)
     SELECT gen_random_uuid()::text, $3, child_id, $2, subject_type, subject_id, starts_at, ends_at, true, sort_order, $4, NULL, parent_id, $5, depth, $4
       FROM (
         -- Each subject once per child, from the nearest record that holds it.
         SELECT DISTINCT ON (c.id, a.subject_type, a.subject_id)
                c.id AS child_id, a.subject_type, a.subject_id, a.starts_at, a.ends_at, a.sort_order,
                a.record_id AS parent_id, coalesce(a.inheritance_depth, 0) + 1 AS depth
           FROM ${link.childTable} c
           JOIN entity_record_assignments a ON a.record_id = c.${link.referenceColumn} AND a.responsibility_key = $6
          WHERE c.id = ANY($1::text[])
            -- A subject the child holds itself stays its own.
            AND NOT EXISTS (SELECT 1 FROM entity_record_assignments o
                             WHERE o.record_id = c.id AND o.responsibility_key = $2 AND o.subject_type = a.subject_type AND o.subject_id = a.subject_id)
          ORDER BY c.id, a.subject_type, a.subject_id, coalesce(a.inheritance_depth, 0)
       ) inherited
     RETURNING id`,
    [childIds, link.childKey, link.childDefinitionId, now, link.parentDefinitionId, link.parentKey],
  )
  return written.length
}
