import type { Db } from '../../db'
import { listCatalogItemRecords, listCatalogRecords } from './catalogs.repo'

export interface ClassifierCatalog {
  Id: string
  Key: string
  DisplayName: string
  Items: Array<{ Key: string; DisplayName: string }>
}

/** The classifier catalogs with their items, in catalog order. */
export async function listCatalogs(db: Db): Promise<ClassifierCatalog[]> {
  const catalogs = await listCatalogRecords(db)
  const items = await listCatalogItemRecords(db)
  return catalogs.map((catalog) => ({
    Id: catalog.id,
    Key: catalog.key,
    DisplayName: catalog.displayName,
    Items: items.filter((item) => item.catalogId === catalog.id).map((item) => ({ Key: item.key, DisplayName: item.displayName })),
  }))
}
