import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../../../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../../../test/startingDatabase'
import { effectiveStateFilter, effectiveStateSql } from './list.sql'
import { EffectiveState, effectiveStateOf, type EntitlementStatus } from './states'

/** The SQL of the list computes and filters EffectiveState exactly as states.ts does, over every kind of row. */

const DAY = 86_400_000
const now = new Date(Date.UTC(2025, 5, 15, 12))
const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY))

interface Row {
  id: number
  status: EntitlementStatus
  starts: number
  ends: number | null
  grace: number | null
  renewed: boolean
}

const rows: Row[] = []
const statuses: EntitlementStatus[] = [0, 1, 2, 3, 4, 5, 6]
for (const status of statuses) {
  for (const starts of [-30, 0, 5]) {
    for (const [ends, grace] of [[null, null], [-10, -10], [-10, 3], [-10, null], [0, 2], [10, 20], [20, null]] as Array<[number | null, number | null]>) {
      if (ends !== null && ends < starts) continue
      for (const renewed of ends === null ? [false] : [false, true]) rows.push({ id: rows.length, status, starts, ends, grace, renewed })
    }
  }
}

let database: EmptyTestDatabase
let db: OwnedDb

beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  await db.query('CREATE TEMP TABLE rows (id integer, status integer, starts_at timestamptz, ends_at timestamptz, grace_until timestamptz, successor_entitlement_id text)')
  for (const row of rows) {
    await db.query('INSERT INTO rows VALUES ($1, $2, $3, $4, $5, $6)', [row.id, row.status, at(row.starts), at(row.ends), at(row.grace), row.renewed ? `next-${row.id}` : null])
  }
}, 60_000)
afterAll(() => database.close())

// A successor starts where its predecessor ends.
const expected = (row: Row): number =>
  effectiveStateOf({ status: row.status, startsAt: at(row.starts)!, endsAt: at(row.ends), graceUntil: at(row.grace) }, row.renewed ? at(row.ends) : null, now)

describe('effective state in SQL', () => {
  it('computes the same state as effectiveStateOf', async () => {
    const computed = await db.query<{ id: number; state: number }>(`SELECT e.id, ${effectiveStateSql('$1::timestamptz')} AS state FROM rows e ORDER BY e.id`, [now])
    expect(computed.map((row) => row.state)).toEqual(rows.map(expected))
  })

  it.each(Object.entries(EffectiveState))('filters %s exactly', async (_, state) => {
    const params: Date[] = []
    const filter = effectiveStateFilter(state, () => {
      params.push(now)
      return '$1::timestamptz'
    })
    const found = await db.query<{ id: number }>(`SELECT e.id FROM rows e WHERE ${filter} ORDER BY e.id`, params)
    expect(found.map((row) => row.id)).toEqual(rows.filter((row) => expected(row) === state).map((row) => row.id))
  })

  it('matches nothing for a value that is no state', async () => {
    expect(effectiveStateFilter(7, () => '$1')).toBe('false')
  })
})
