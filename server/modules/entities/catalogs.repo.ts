import type { Db } from '../../db'

/** SQL of the classifier catalogs and their items (read-only here: the catalogs come with the workspace). */

export interface CatalogRecord {
  id: string
  key: string
  displayName: string
}

export interface CatalogItemRecord {
  catalogId: string
  key: string
  displayName: string
}

/** Every catalog, by display name. */
export async function listCatalogRecords(db: Db): Promise<CatalogRecord[]> {
  const rows = await db.query<{ id: string; key: string; display_name: string }>('SELECT * FROM classifier_catalogs ORDER BY display_name')
  return rows.map((row) => ({ id: row.id, key: row.key, displayName: row.display_name }))
}

/** Every item of every catalog, in catalog order. */
export async function listCatalogItemRecords(db: Db): Promise<CatalogItemRecord[]> {
  const rows = await db.query<{ catalog_id: string; key: string; display_name: string }>(
    'SELECT catalog_id, key, display_name FROM classifier_catalog_items ORDER BY catalog_id, sort_order',
  )
  return rows.map((row) => ({ catalogId: row.catalog_id, key: row.key, displayName: row.display_name }))
}

export async function catalogExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM classifier_catalogs WHERE id = $1', [id])
  return rows.length > 0
}

/** A catalog by key (case-insensitive). */
export async function findCatalogIdByKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM classifier_catalogs WHERE lower(key) = lower($1)', [key])
  return row?.id ?? null
}

/** Whether the code is an item of the currency catalog (ISO 4217). */
export async function isCurrencyCode(db: Db, code: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM classifier_catalog_items WHERE catalog_id = 'catalog-currencies' AND key = $1", [code])
  return rows.length > 0
}

/** Every item key of a catalog. */
export async function listCatalogItemKeys(db: Db, catalogId: string): Promise<string[]> {
  const rows = await db.query<{ key: string }>('SELECT key FROM classifier_catalog_items WHERE catalog_id = $1', [catalogId])
  return rows.map((row) => row.key)
}

/** Which of the keys are items of the catalog. */
export async function findCatalogItemKeys(db: Db, catalogId: string | null, keys: string[]): Promise<string[]> {
  const rows = await db.query<{ key: string }>('SELECT key FROM classifier_catalog_items WHERE catalog_id = $1 AND key = ANY($2)', [catalogId, keys])
  return rows.map((row) => row.key)
}
