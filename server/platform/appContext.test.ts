import { describe, expect, it } from 'vitest'
import type { Db } from '../db'
import { appContextOf, openAppContext } from './appContext'
import { defineRegistry } from './registry'
import { contributionsOf, defineModule } from './serverModule'

/** A database without storage: enough for what the context binds to it. */
function fakeDb(): Db {
  const db: Db = {
    query: async () => [],
    transaction: (fn) => fn(tx),
    afterCommit: (work) => work(db),
  }
  const tx: Db = { query: async () => [], transaction: (fn) => fn(tx), afterCommit: async () => undefined, outer: db }
  return db
}

const greeters = defineRegistry<string>('greeters')
const unused = defineRegistry<number>('numbers')

describe('application context', () => {
  const modules = [
    defineModule({ name: 'a', contributes: [greeters.with('hello', 'hi')] }),
    defineModule({ name: 'b' }),
    defineModule({ name: 'c', contributes: [greeters.with('servus')] }),
  ]

  it('answers what the modules contribute to a registry, in the order of the modules', () => {
    const app = openAppContext(fakeDb(), { contributes: contributionsOf(modules) })
    expect(app.contributions(greeters)).toEqual(['hello', 'hi', 'servus'])
    expect(app.contributions(unused)).toEqual([])
  })

  it('refuses to answer before it is opened with the modules, naming the registry', () => {
    expect(() => appContextOf(fakeDb()).contributions(greeters)).toThrow('The greeters are not known')
  })

  it('is reached from a transaction begun on the database itself', async () => {
    const db = fakeDb()
    const app = openAppContext(db, { contributes: contributionsOf(modules) })
    const inTransaction = await db.transaction(async (tx) => appContextOf(tx))
    expect(inTransaction).toBe(app)
    expect(inTransaction.contributions(greeters)).toContain('servus')
  })

  it('keeps its clock when opened again without one', () => {
    const db = fakeDb()
    const at = new Date('2026-01-02T03:04:05Z')
    openAppContext(db, { clock: () => at })
    expect(openAppContext(db, { contributes: [] }).clock()).toEqual(at)
  })
})
