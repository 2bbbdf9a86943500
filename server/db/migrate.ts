import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { OwnedDb } from './types'

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))

/** Applies every migration in server/db/migrations that is not yet recorded, in file-name order. */
export async function migrate(db: OwnedDb): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  )
  const pending = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort()
  for (const file of pending) {
    const sql = readFileSync(migrationsDir + file, 'utf8')
    await db.transaction(async (tx) => {
      // Each migration is a script of several statements; run them one by one inside the transaction.
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    })
  }
  return pending
}

/**
 * Splits a migration script into statements at semicolons that end a line, except inside a
 * dollar-quoted body (`$$ … $$`, a function's), whose statements end lines too.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let current: string[] = []
  let inBody = false
  for (const line of sql.split(/\r?\n/)) {
    if (/^\s*--/.test(line)) continue
    current.push(line)
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, '').trim())
      current = []
    }
  }
  statements.push(current.join('\n').trim())
  return statements.filter((statement) => statement.length > 0)
}
