import type { Db } from '../../db'

export interface ClassifierCatalog {
  Id: string
  Key: string
  DisplayName: string
  Items: Array<{ Key: string; DisplayName: string }>
}

/** The classifier catalogs with their items, in catalog order. */
export async function listCatalogs(db: Db): Promise<ClassifierCatalog[]> {
  const catalogs = await db.query<{ id: string; key: string; display_name: string }>('SELECT * FROM classifier_catalogs ORDER BY display_name')
  const items = await db.query<{ catalog_id: string; key: string; display_name: string }>(
    'SELECT catalog_id, key, display_name FROM classifier_catalog_items ORDER BY catalog_id, sort_order',
  )
  return catalogs.map((catalog) => ({
    Id: catalog.id,
    Key: catalog.key,
    DisplayName: catalog.display_name,
    Items: items.filter((item) => item.catalog_id === catalog.id).map((item) => ({ Key: item.key, DisplayName: item.display_name })),
  }))
}
