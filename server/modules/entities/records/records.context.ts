import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { listCatalogItemKeys } from '../catalogs.repo'
import { callerTimeZone } from '../expressions/expressions.service'
import type { RecordDefinition } from './recordModel'
import { cachedRecordModel } from './recordModel.load'
import type { WriteContext } from './records.prepare'
import { existingRecordIds } from './records.repo'
import { ValueIssues, type ValueLookups } from './values.check'

/** The caller of a runtime operation. */
export interface Caller {
  userId: string
  userName: string
  /** Role names from their token: record security decides with them (Admin has full access). */
  roles: readonly string[]
  /** The language messages are answered in (Accept-Language, else the user's locale). */
  locale?: string | null
}

/** Money values without a currency and without a field BaseCurrencyCode take this one. */
export const fallbackCurrency = 'EUR'

export async function requireDefinition(db: Db, idOrKey: string): Promise<RecordDefinition> {
  const definition = await cachedRecordModel(db, idOrKey)
  if (!definition) throw notFound(`Entity "${idOrKey}" does not exist.`, idOrKey)
  return definition
}

/** Definitions loaded once per operation (reference targets are often the same). */
export function definitionCache(db: Db): (id: string) => Promise<RecordDefinition | null> {
  const cache = new Map<string, Promise<RecordDefinition | null>>()
  return (id) => {
    let found = cache.get(id)
    if (!found) {
      found = cachedRecordModel(db, id)
      cache.set(id, found)
    }
    return found
  }
}

export function valueLookups(db: Db, definitions: (id: string) => Promise<RecordDefinition | null>): ValueLookups {
  const catalogs = new Map<string, Promise<Set<string>>>()
  return {
    defaultCurrency: fallbackCurrency,
    async existingInstances(definitionId, ids) {
      const target = await definitions(definitionId)
      if (!target || ids.length === 0) return new Set()
      return new Set(await existingRecordIds(db, target.primary.qualifiedName, ids))
    },
    classifierKeys(catalogId) {
      let keys = catalogs.get(catalogId)
      if (!keys) {
        keys = listCatalogItemKeys(db, catalogId).then((found) => new Set(found))
        catalogs.set(catalogId, keys)
      }
      return keys
    },
  }
}

export async function writeContext(db: Db, caller: Caller, now: Date): Promise<WriteContext> {
  return {
    lookups: valueLookups(db, definitionCache(db)),
    issues: new ValueIssues(),
    actorUserId: caller.userId,
    actorUserName: caller.userName,
    now,
    timeZone: await callerTimeZone(db, caller.userId),
  }
}
