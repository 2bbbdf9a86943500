/** A value that can be bound to a SQL placeholder ($1, $2, ...). */
export type SqlValue = string | number | boolean | null | Date | Array<string | null> | Record<string, unknown>

/** The one database interface the services use: PGlite and PostgreSQL look the same through it. */
export interface Db {
  query<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>
  /** Runs fn inside one transaction; a nested call joins the outer transaction. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>
  /**
   * Runs work once the changes made so far are committed: at once outside a transaction, after the
   * outermost commit inside one (never when it rolls back). The work gets the database, not the
   * finished transaction. Record events use it, so listeners only hear of committed changes.
   */
  afterCommit(work: AfterCommitWork): Promise<void>
  /** In a transaction: the database it runs on (what belongs to the database, its application context, is found through it). */
  readonly outer?: Db
}

export type AfterCommitWork = (db: Db) => Promise<void>

/** A database that owns its connection (the caller closes it when done). */
export interface OwnedDb extends Db {
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs fn while holding the database's startup lock (startupLock.ts): API processes starting
   * together on one database migrate and seed one after the other. Not reentrant.
   */
  withStartupLock<R>(fn: () => Promise<R>): Promise<R>
  close(): Promise<void>
}
