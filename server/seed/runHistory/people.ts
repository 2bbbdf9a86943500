import { ExecutionSource } from '../../modules/functions'
import {
  type AttemptSituation,
  customerArguments,
  exportReport,
  importLegacyOrders,
  rebuildSearchIndex,
  recalculateContractTotals,
  syncLedger,
  validateCustomerData,
} from './behaviours'
import type { JobCancel } from './builder'
import type { HistoryAction, HistoryBinding } from './context'
import { attemptsOf, catalogFunction, daysOf, inWindow, type Scenario } from './scenario'
import { contractCount, customerCount, dailyCount, dayAt, entityTarget, existing, officeMoment, people } from './story'

/**
 * What people and the ERP integration started: entity UI actions, record triggers, commands run
 * now and commands queued as jobs. Actors are the demo users; an operator lacks the permission
 * recalculate-contract-totals needs, so their attempts end as PermissionFailure.
 */

function actionsHistory(scenario: Scenario, action: HistoryAction, perWorkday: number, actors: string[]): void {
  const { context, random, builder } = scenario
  const fn = catalogFunction(scenario, action.functionKey)
  if (!fn) return
  for (const day of daysOf(scenario)) {
    for (let index = dailyCount(random, day, perWorkday); index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const count = action.targetScope === 0 ? 0 : action.targetScope === 1 ? 1 : random.between(1, 8)
      const records = Array.from({ length: count }, () => random.int(action.entityName === 'customers' ? customerCount : contractCount))
      const target = entityTarget(context, action.entityName, [...new Set(records)])
      const actor = random.pick(actors)
      const args = { InstanceIds: target.instanceIds }
      const behaviour = action.functionKey === 'recalculate-contract-totals'
        ? (situation: AttemptSituation) => recalculateContractTotals(situation, target.instanceIds.length)
        : action.functionKey === 'export-report' ? exportReport : validateCustomerData
      // A long export is sometimes stopped by whoever started it.
      const cancel: JobCancel | undefined = fn.supportsCancellation && random.chance(0.08)
        ? { kind: 'run', attempt: 1, userId: actor, afterMs: random.between(900, 5_000) }
        : undefined
      builder.queued(
        {
          fn,
          source: ExecutionSource.Action,
          arguments: args,
          actorUserId: actor,
          surfaceActionId: action.id,
          surfaceActionLabel: action.label,
          actionTargetKey: `${action.entityName}:${action.actionKey}`,
          entityDefinitionId: target.entityDefinitionId,
          entityInstanceId: target.instanceIds[0] ?? null,
          selectedIds: target.instanceIds,
          targetDisplay: target.display,
        },
        at,
        { firstStartDelayMs: random.between(2, 15), attempt: attemptsOf(scenario, fn, actor, args, behaviour), ...(cancel ? { cancel } : {}) },
      )
    }
  }
}

function triggersHistory(scenario: Scenario, binding: HistoryBinding, perWorkday: number, editors: string[], until = Number.POSITIVE_INFINITY): void {
  const { context, random, builder } = scenario
  const fn = catalogFunction(scenario, binding.functionKey)
  if (!fn) return
  const behaviour = binding.functionKey === 'recalculate-contract-totals'
    ? (situation: AttemptSituation) => recalculateContractTotals(situation, 1)
    : validateCustomerData
  for (const day of daysOf(scenario)) {
    for (let index = dailyCount(random, day, perWorkday); index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at) || at > until) continue
      const target = entityTarget(context, binding.entityName, [random.int(binding.entityName === 'customers' ? customerCount : contractCount)])
      const instanceId = target.instanceIds[0]!
      const editor = random.pick(editors)
      const args = { EntityDefinitionId: target.entityDefinitionId ?? binding.entityName, InstanceIds: [instanceId], Operation: binding.operation }
      builder.queued(
        {
          fn,
          source: ExecutionSource.Trigger,
          arguments: args,
          actorUserId: editor,
          triggerBindingId: binding.id,
          entityDefinitionId: target.entityDefinitionId,
          entityInstanceId: instanceId,
          operation: binding.operation,
          selectedIds: [instanceId],
        },
        at,
        { deduplicationKey: `trigger:${binding.id}:${instanceId}`, firstStartDelayMs: random.between(5, 400), attempt: attemptsOf(scenario, fn, editor, args, behaviour) },
      )
    }
  }
}

function commandsHistory(scenario: Scenario): void {
  const { context, random, builder } = scenario
  const integration = existing(context, [people.integration])
  const configurators = existing(context, [...people.configurators, ...people.administrators])
  const operators = existing(context, people.operators)
  const validate = catalogFunction(scenario, 'validate-customer-data')
  const rebuild = catalogFunction(scenario, 'rebuild-search-index')
  const recalculate = catalogFunction(scenario, 'recalculate-contract-totals')
  const exporter = catalogFunction(scenario, 'export-report')
  const ledger = catalogFunction(scenario, 'sync-ledger')
  const importer = catalogFunction(scenario, 'import-legacy-orders')
  const formerUntil = dayAt(context.now, 21)

  for (const day of daysOf(scenario)) {
    // The ERP integration checks customers before it imports them, around the clock on workdays.
    for (let index = validate ? dailyCount(random, day, 16) : 0; index > 0; index -= 1) {
      const at = day + random.int(86_400_000)
      if (!inWindow(scenario, at)) continue
      const args = customerArguments(random, random.int(customerCount))
      const actor = random.pick(integration)
      builder.direct({ fn: validate!, source: ExecutionSource.Command, arguments: args, actorUserId: actor }, at, attemptsOf(scenario, validate!, actor, args, validateCustomerData)(1, at))
    }
    // Search index rebuilds: the full one always exceeds its time, small partial ones pass.
    for (let index = rebuild ? dailyCount(random, day, 1.4) : 0; index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const args = { segments: random.weighted([[10, 6], [25, 2], [3, 2], [2, 1]] as const) }
      const actor = random.pick(configurators)
      builder.direct({ fn: rebuild!, source: ExecutionSource.Command, arguments: args, actorUserId: actor }, at, attemptsOf(scenario, rebuild!, actor, args, rebuildSearchIndex)(1, at))
    }
    // Totals recalculated by hand, now and then by an operator who may not.
    for (let index = recalculate ? dailyCount(random, day, 1.2) : 0; index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const actor = random.chance(0.25) ? random.pick(operators) : random.pick(configurators)
      builder.direct(
        { fn: recalculate!, source: ExecutionSource.Command, arguments: {}, actorUserId: actor },
        at,
        attemptsOf(scenario, recalculate!, actor, {}, (situation) => recalculateContractTotals(situation, null))(1, at),
      )
    }
    // A colleague who has since left ran exports and checks in the first days.
    if (exporter && day < formerUntil && random.chance(0.8)) {
      const at = officeMoment(random, day)
      const args = { steps: 6, stepMs: 1_000 }
      if (inWindow(scenario, at)) {
        builder.direct({ fn: exporter, source: ExecutionSource.Command, arguments: args, actorUserId: people.former }, at, attemptsOf(scenario, exporter, people.former, args, exportReport)(1, at))
      }
    }
    // Queued by the integration: extra ledger synchronisations and the legacy order import.
    for (let index = ledger ? dailyCount(random, day, 3) : 0; index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const args = { batches: 10, batchMs: 900 }
      const actor = random.pick(integration)
      builder.queued({ fn: ledger!, source: ExecutionSource.Command, arguments: args, actorUserId: actor }, at, {
        deduplicationKey: `erp:ledger:${new Date(at).toISOString().slice(0, 13)}`,
        firstStartDelayMs: random.between(100, 990),
        attempt: attemptsOf(scenario, ledger!, actor, args, syncLedger),
      })
    }
    for (let index = importer ? dailyCount(random, day, 1.5) : 0; index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const args = { orderNumber: 4711 + random.int(1000) }
      const actor = random.pick(integration)
      const cancel: JobCancel | undefined = random.chance(0.2)
        ? { kind: 'queued', beforeAttempt: random.between(2, 3), userId: random.pick(operators), afterMs: random.between(1_000, 8_000) }
        : undefined
      builder.queued({ fn: importer!, source: ExecutionSource.Command, arguments: args, actorUserId: actor }, at, {
        deduplicationKey: `erp:legacy-order:${args.orderNumber}`,
        firstStartDelayMs: random.between(100, 990),
        attempt: attemptsOf(scenario, importer!, actor, args, importLegacyOrders),
        ...(cancel ? { cancel } : {}),
      })
    }
    // Operators queue the large revenue export; some cancel it while it runs.
    for (let index = exporter ? dailyCount(random, day, 2) : 0; index > 0; index -= 1) {
      const at = officeMoment(random, day)
      if (!inWindow(scenario, at)) continue
      const args = { steps: 20, stepMs: 900 }
      const actor = random.pick(operators)
      const cancel: JobCancel | undefined = random.chance(0.12) ? { kind: 'leased', attempt: 1, userId: actor, afterMs: random.between(2_000, 15_000) } : undefined
      builder.queued({ fn: exporter!, source: ExecutionSource.Command, arguments: args, actorUserId: actor }, at, {
        firstStartDelayMs: random.between(100, 990),
        attempt: attemptsOf(scenario, exporter!, actor, args, exportReport),
        ...(cancel ? { cancel } : {}),
      })
    }
  }
}

export function peopleHistory(scenario: Scenario): void {
  const { context } = scenario
  const configurators = existing(context, [...people.configurators, ...people.administrators])
  const operators = existing(context, people.operators)
  const integration = existing(context, [people.integration])
  const actionActors: Record<string, string[]> = {
    'act-contracts-recalculate': [...configurators, ...configurators, ...operators.slice(0, 2)],
    'act-contracts-export': operators,
    'act-customers-validate': [...operators, ...configurators],
  }
  const actionRates: Record<string, number> = { 'act-contracts-recalculate': 6, 'act-contracts-export': 3, 'act-customers-validate': 2 }
  for (const action of context.actions.values()) actionsHistory(scenario, action, actionRates[action.id] ?? 2, actionActors[action.id] ?? configurators)

  // Contract edits come from configurators and the ERP import; an operator's edit cannot recalculate.
  const contractEditors = [...configurators, ...configurators, ...integration, ...integration, ...operators.slice(0, 1)]
  const triggerRates: Record<string, number> = { 'trg-contracts-create': 3, 'trg-contracts-patch': 12, 'trg-customers-create': 5 }
  for (const binding of context.bindings.values()) {
    // The customer check on create failed on every record (a trigger passes ids, not customer data) and was switched off.
    const until = binding.id === 'trg-customers-create' ? dayAt(context.now, 24, 12) : Number.POSITIVE_INFINITY
    triggersHistory(scenario, binding, triggerRates[binding.id] ?? 2, binding.entityName === 'customers' ? [...configurators, ...integration] : contractEditors, until)
  }
  commandsHistory(scenario)
}
