import type { Db } from '../../db'
import type { PublicSchemas } from '../../http/contractOperations'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, lookupItems, type RecordDefinition } from '../entities'
import { ActionTargetScope, findActionRun, isTerminalRun, startActionRun } from '../functions'
import { findActionByKey, listActionRows, type StoredAction } from './actions.repo'
import { ActionCodes } from './codes'
import { functionStateOf } from './functionState'
import { labelFor } from './labels'
import { distinctIds, selectionFits, SelectionReader, type SelectionPlan } from './selection'

/** Entity UI actions at runtime: what a surface offers on a selection, running one, following its run. */

type Availability = PublicSchemas['EntityActionAvailability']
type UnavailableReason = NonNullable<Availability['UnavailableReason']>
type ActionRun = PublicSchemas['EntityActionRun']

const Placement = { ListToolbar: 0, RecordDetails: 1, Both: 2 } as const

async function requireDefinition(db: Db, entityIdOrKey: string): Promise<RecordDefinition> {
  const definition = await cachedRecordModel(db, entityIdOrKey)
  if (!definition) throw notFound(`Entity "${entityIdOrKey}" does not exist.`, entityIdOrKey)
  return definition
}

const callerOf = (auth: AuthContext) => ({ userId: auth.userId, roles: auth.roles })

async function unavailableReason(db: Db, action: StoredAction, reader: SelectionReader, count: number): Promise<{ reason: UnavailableReason | null; plan: SelectionPlan | null }> {
  const state = await functionStateOf(db, action)
  if (!state.runnable) return { reason: state.reason, plan: null }
  if (action.selectionMode === ActionTargetScope.NoRecord) return { reason: null, plan: null }
  if (!selectionFits(action, count)) return { reason: 'SelectionOutsideLimit', plan: null }
  const plan = await reader.plan(action)
  if (plan.eligible.length > 0) return { reason: null, plan }
  return { reason: plan.skipped.every((record) => record.Reason === 'NotFound') ? 'RecordsNotFound' : 'ConditionExcludesRecords', plan }
}

/** The enabled actions of the surface, each with whether it can run on the selection and why not. */
export async function listAvailableActions(
  db: Db,
  auth: AuthContext,
  entityIdOrKey: string,
  query: { placement?: number; instanceIds?: string },
  acceptLanguage: string | undefined,
  now: Date,
): Promise<Availability[]> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const ids = distinctIds((query.instanceIds ?? '').split(','))
  const reader = new SelectionReader(db, definition, callerOf(auth), ids, now)
  const placement = query.placement ?? Placement.Both
  const actions = (await listActionRows(db, definition.name)).filter(
    (action) => action.isEnabled && (placement === Placement.Both || action.placement === Placement.Both || action.placement === placement),
  )
  const answers: Availability[] = []
  for (const action of actions) {
    const { reason, plan } = await unavailableReason(db, action, reader, ids.length)
    answers.push({
      Key: action.key,
      Label: labelFor(action.label, action.labelTranslations, acceptLanguage),
      Icon: action.icon,
      Placement: action.placement as Availability['Placement'],
      ConfirmationText: action.confirmationText,
      SelectionMode: action.selectionMode as Availability['SelectionMode'],
      MaxSelection: action.maxSelection,
      IsAvailable: reason === null,
      UnavailableReason: reason,
      SelectedCount: action.selectionMode === ActionTargetScope.NoRecord ? 0 : ids.length,
      EligibleCount: plan?.eligible.length ?? 0,
    })
  }
  return answers
}

function selectionRefusal(action: StoredAction, label: string) {
  const error = action.selectionMode === ActionTargetScope.MultipleRecords
    ? badRequest(ActionCodes.selectionOutsideMode, `The action "${label}" applies to 1 to ${action.maxSelection ?? 1} records.`, 'InstanceIds')
    : badRequest(ActionCodes.selectionOutsideMode, `The action "${label}" applies to ${['no record', 'exactly one record'][action.selectionMode]}.`, 'InstanceIds')
  error.issues[0]!.Metadata = { SelectionMode: String(action.selectionMode), MaxSelection: String(action.maxSelection ?? '') }
  return error
}

/** A run names at most this many of its selected records. */
const selectionSampleSize = 10

/** Runs the action on the selection: refused outside its mode; unreadable or excluded records are skipped with their outcome. */
export async function executeAction(db: Db, auth: AuthContext, entityIdOrKey: string, actionKey: string, instanceIds: string[], now: Date) {
  const definition = await requireDefinition(db, entityIdOrKey)
  const action = await findActionByKey(db, definition.name, actionKey)
  if (!action) {
    const error = notFound(`The entity "${entityIdOrKey}" has no action "${actionKey}".`, actionKey)
    error.issues[0]!.Code = ActionCodes.unknownAction
    throw error
  }
  if (!action.isEnabled) throw conflict(ActionCodes.actionDisabled, `The action "${action.label}" is disabled.`)
  const ids = distinctIds(instanceIds)
  if (!selectionFits(action, ids.length)) throw selectionRefusal(action, action.label)
  const state = await functionStateOf(db, action)
  if (!state.runnable) {
    throw state.reason === 'FunctionDisabled'
      ? conflict(ActionCodes.functionDisabled, `The function of the action "${action.label}" is disabled.`)
      : conflict(ActionCodes.functionUnavailable, `The function of the action "${action.label}" is not available.`)
  }
  const reader = new SelectionReader(db, definition, callerOf(auth), ids, now)
  const plan = await reader.plan(action)
  if (action.selectionMode !== ActionTargetScope.NoRecord && plan.eligible.length === 0) {
    throw conflict(ActionCodes.noEligibleRecords, `The action "${action.label}" applies to none of the selected records.`, 'InstanceIds')
  }
  return startActionRun(db, {
    fn: state.fn,
    surfaceActionId: action.id,
    actionTargetKey: `${definition.name}:${action.key}`,
    entityDefinitionId: definition.id,
    selectedIds: plan.selected,
    eligibleIds: plan.eligible,
    skipped: plan.skipped,
    actorUserId: auth.userId,
    targetDisplay: {
      EntityDefinitionId: definition.id,
      PrimaryInstanceId: plan.eligible[0] ?? null,
      Labels: [definition.displayNamePlural, action.label],
      SelectionCount: plan.selected.length,
      SelectedRecordsSample: await reader.sample(selectionSampleSize),
    },
  })
}

const operationsViewer = 'functions.operations.view'

/** An action run as its caller follows it; 404 for another definition's run, or for someone else's without operations access. */
export async function getActionRun(db: Db, auth: AuthContext, entityIdOrKey: string, runId: string): Promise<ActionRun> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const found = await findActionRun(db, runId)
  const ownRun = found?.run.Actor?.Id === auth.userId
  if (!found || !found.run.ActionTargetKey?.startsWith(`${definition.name}:`) || (!ownRun && !auth.permissions.includes(operationsViewer))) {
    throw notFound(`Run "${runId}" does not exist.`, runId)
  }
  const { run, outcomes } = found
  const named = outcomes.filter((outcome) => outcome.skipReason !== 'NotFound').map((outcome) => outcome.instanceId)
  const names = new Map((await lookupItems(db, definition, named)).map((item) => [item.Id, item.DisplayName]))
  return {
    RunId: run.Id,
    ActionKey: run.ActionTargetKey!.slice(definition.name.length + 1),
    ActionLabel: run.SurfaceActionLabel ?? run.ActionTargetKey!,
    Status: run.Status,
    IsTerminal: isTerminalRun(run.Status),
    ResultSummary: run.ResultSummary,
    ErrorSummary: run.ErrorSummary,
    Outcomes: outcomes.map((outcome) => ({
      InstanceId: outcome.instanceId,
      DisplayName: names.get(outcome.instanceId) ?? null,
      Status: outcome.status,
      SkipReason: outcome.skipReason,
      Message: outcome.message,
    })),
  }
}
