// 100,000 entitlements over three models and six plans, owned by the 40 demo customers, put in with
// generate_series: numbers, start dates over four years, every stored status, so that the list's
// filters (owner, model, plan, status, effective state by the clock) and searches select realistic
// shares. Only the entitlement rows the list reads are written (no periods or limits).
import type { Db } from '../../server/db'
import { loadRecordModel, lookupItems } from '../../server/modules/entities'

export const BENCH_LIST_ENTITLEMENTS = 100_000
export const benchModelIds = ['bench-list-support', 'bench-list-licence', 'bench-list-data']

export interface BenchListData {
  owners: Array<{ id: string; name: string }>
  modelIds: string[]
  planIds: string[]
}

export async function createBenchEntitlements(db: Db): Promise<BenchListData> {
  const customers = await loadRecordModel(db, 'customers')
  if (!customers) throw new Error('The demo customers definition is missing.')
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${customers.primary.qualifiedName} ORDER BY number`)
  const items = await lookupItems(db, customers, rows.map((row) => row.id))
  const names = new Map(items.map((item) => [item.Id, item.DisplayName]))
  const owners = rows.map((row) => ({ id: row.id, name: names.get(row.id) ?? row.id }))
  const planIds: string[] = []
  for (const [index, modelId] of benchModelIds.entries()) {
    await db.query(
      `INSERT INTO entitlement_models (id, key, display_name, model_type, security_row_version, created_at, modified_at, row_version)
       VALUES ($1, $2, $3, $4, gen_random_uuid(), now(), now(), gen_random_uuid())`,
      [modelId, `bench-${index}`, `Benchmark model ${index + 1}`, index],
    )
    await db.query(
      `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id) VALUES ($1, $2, 0, 'Customer', $3)`,
      [`${modelId}-owner`, modelId, customers.id],
    )
    // Operators read the first two models only: their list is filtered by model.
    if (index < 2) {
      await db.query(`INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, 'read', 0, 'Operator')`, [`${modelId}-read`, modelId])
    }
    for (const plan of [0, 1]) {
      const planId = `${modelId}-plan-${plan}`
      planIds.push(planId)
      await db.query(
        `INSERT INTO entitlement_plans (id, model_id, key, display_name, duration_amount, duration_unit, grace_period_amount, grace_period_unit,
           time_bound_window_unit, sort_order, created_at, modified_at, row_version)
         VALUES ($1, $2, $3, $4, 12, 3, 14, 1, 0, $5, now(), now(), gen_random_uuid())`,
        [planId, modelId, `plan-${plan}`, plan === 0 ? 'Basic' : 'Premium', plan],
      )
    }
  }
  // Entitlement n: model n % 3, plan n % 2 of it, owner n % 40; starts spread over four years back
  // and a few months ahead; one in ten open-ended; statuses mostly as the clock would store them.
  await db.query(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name,
       status, starts_at, ends_at, grace_until, issued_at, source_type, issued_terms_captured_at, plan_terms_snapshot, renewal_mode_snapshot,
       status_changed_at, row_version)
     SELECT 'bench-list-' || n, nextval('entitlement_numbers'), x.model_id, x.model_id || '-plan-' || (n % 2), $1,
       ($2::text[])[1 + n % $4], ($3::text[])[1 + n % $4],
       CASE WHEN n % 50 = 0 THEN 5 WHEN n % 97 = 0 THEN 3 WHEN n % 211 = 0 THEN 6
            WHEN x.starts_at > now() THEN 1 WHEN x.ends_at IS NOT NULL AND x.ends_at + interval '14 days' <= now() THEN 4 ELSE 2 END,
       x.starts_at, x.ends_at, x.ends_at + interval '14 days', x.starts_at, 0, x.starts_at,
       '{"DurationAmount":12,"DurationUnit":3,"GracePeriodAmount":14,"GracePeriodUnit":1,"TimeBoundWindowAmount":null,"TimeBoundWindowUnit":0,"TimeBoundWindowAnchor":0,"Limits":[]}'::jsonb,
       0, x.starts_at, gen_random_uuid()
     FROM generate_series(1, ${BENCH_LIST_ENTITLEMENTS}) n
     CROSS JOIN LATERAL (
       SELECT ($5::text[])[1 + n % 3] AS model_id,
         now() - make_interval(days => (n * 7919) % 1460) + interval '120 days' AS starts_at,
         CASE WHEN n % 10 = 0 THEN NULL ELSE now() - make_interval(days => (n * 7919) % 1460) + interval '120 days' + interval '1 year' END AS ends_at
     ) x`,
    [customers.id, owners.map((owner) => owner.id), owners.map((owner) => owner.name), owners.length, benchModelIds],
  )
  // As autovacuum would on a server: statistics, and the visibility map index-only counts rely on.
  await db.query('VACUUM ANALYZE entitlements')
  await db.query('ANALYZE entitlement_models, entitlement_plans, entitlement_model_grants')
  return { owners, modelIds: benchModelIds, planIds }
}
