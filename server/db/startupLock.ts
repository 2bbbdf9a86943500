/**
 * The PostgreSQL advisory lock that API processes take while they migrate and seed at start
 * (OwnedDb.withStartupLock): two processes starting on one empty database would otherwise both
 * create the same tables (23505 on pg_type) or seed twice. The second waits, then finds nothing to do.
 * The key is fixed, "workspac" in ASCII as a bigint; advisory locks are per database, so other
 * databases on the same server do not wait for it.
 */
export const startupLockKey = '8606223218752119139'
