// 20,000 active entitlements of one model, each with one period and one Quantity limit, and
// 1,000,000 ledger entries (50 per limit) put in with generate_series: the ledger a busy workspace
// reaches after a while. Every limit's consumed amount equals its entries' sum, as the API keeps it.
import type { Db } from '../../server/db'
import { loadRecordModel } from '../../server/modules/entities'

export const BENCH_ENTITLEMENTS = 20_000
export const ENTRIES_PER_LIMIT = 50
export const BENCH_LEDGER_ENTRIES = BENCH_ENTITLEMENTS * ENTRIES_PER_LIMIT

export const benchEntitlementId = (n: number): string => `bench-ent-${n}`
export const benchLimitId = (n: number): string => `bench-lim-${n}`

export async function createBenchLedger(db: Db): Promise<void> {
  const customers = await loadRecordModel(db, 'customers')
  if (!customers) throw new Error('The demo customers definition is missing.')
  const [owner] = await db.query<{ id: string }>(`SELECT id FROM ${customers.primary.qualifiedName} ORDER BY number LIMIT 1`)
  await db.query(
    `INSERT INTO entitlement_models (id, key, display_name, model_type, security_row_version, created_at, modified_at, row_version)
     VALUES ('bench-model', 'bench', 'Benchmark subscription', 0, gen_random_uuid(), now(), now(), gen_random_uuid())`,
  )
  await db.query(
    `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id)
     VALUES ('bench-owner', 'bench-model', 0, 'Customer', $1)`,
    [customers.id],
  )
  await db.query(
    `INSERT INTO entitlement_plans (id, model_id, key, display_name, duration_unit, grace_period_unit, time_bound_window_unit,
       sort_order, created_at, modified_at, row_version)
     VALUES ('bench-plan', 'bench-model', 'bench', 'Benchmark plan', 3, 0, 0, 0, now(), now(), gen_random_uuid())`,
  )
  await db.query(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name,
       status, starts_at, ends_at, issued_at, source_type, issued_terms_captured_at, plan_terms_snapshot, renewal_mode_snapshot,
       status_changed_at, row_version)
     SELECT 'bench-ent-' || n, nextval('entitlement_numbers'), 'bench-model', 'bench-plan', $1, $2, 'Benchmark customer',
       2, now() - interval '60 days', now() + interval '300 days', now() - interval '60 days', 1, now() - interval '60 days',
       '{"DurationAmount":12,"DurationUnit":3,"GracePeriodAmount":null,"GracePeriodUnit":0,"TimeBoundWindowAmount":null,"TimeBoundWindowUnit":0,"TimeBoundWindowAnchor":0,"Limits":[]}'::jsonb,
       0, now() - interval '60 days', gen_random_uuid()
     FROM generate_series(1, ${BENCH_ENTITLEMENTS}) n`,
    [customers.id, owner!.id],
  )
  await db.query(
    `INSERT INTO entitlement_periods (id, entitlement_id, period_number, starts_at, ends_at, grace_until)
     SELECT 'bench-per-' || n, 'bench-ent-' || n, 1, now() - interval '60 days', now() + interval '300 days', now() + interval '300 days'
     FROM generate_series(1, ${BENCH_ENTITLEMENTS}) n`,
  )
  await db.query(
    `INSERT INTO entitlement_limits (id, entitlement_id, period_id, plan_limit_key, display_name, limit_family, granted_amount,
       consumed_amount, sort_order, row_version)
     SELECT 'bench-lim-' || n, 'bench-ent-' || n, 'bench-per-' || n, 'tickets', 'Tickets', 0, 1000, ${ENTRIES_PER_LIMIT}, 0, gen_random_uuid()
     FROM generate_series(1, ${BENCH_ENTITLEMENTS}) n`,
  )
  // Entry k of a limit adds 1, an hour after entry k - 1, so BalanceAfter = k.
  await db.query(
    `INSERT INTO entitlement_ledger_entries (id, entitlement_id, limit_id, operation, quantity, balance_after, reversible_quantity,
       source_type, actor_user_id, occurred_at)
     SELECT 'bench-led-' || n || '-' || k, 'bench-ent-' || n, 'bench-lim-' || n, 3, 1, k, 1, 1, 'usr-admin',
       now() - interval '50 days' + make_interval(hours => k)
     FROM generate_series(1, ${ENTRIES_PER_LIMIT}) k, generate_series(1, ${BENCH_ENTITLEMENTS}) n`,
  )
  await db.query('ANALYZE entitlements, entitlement_periods, entitlement_limits, entitlement_ledger_entries')
}
