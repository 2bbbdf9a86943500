import type { Db } from '../../../db'
import { EnvelopeError, conflict } from '../../../http/errors'
import type { Issue } from '../../../http/envelope'
import { createDefinition, definitionNamePattern } from '../definitions.service'
import { EntityCode, invalid } from '../errors'
import { assertWritable, detailOf } from '../guards'
import { loadDefinitionModel, type DefinitionModel } from '../model'
import { confirmChange } from '../plans/confirm'
import { applyDefinitionReplacement, planDefinitionReplacement, type DesiredDefinition } from '../plans/replacement'
import { signPlanToken, type TokenBinding } from '../tokens'
import type { EntityDefinitionDetail, SchemaChangePlan } from '../types'
import { desiredDefinition, nameLookup, UnresolvedName } from './desired'
import { diffDefinitions, type DiffEntry } from './diff'
import { exportModels } from './export'
import { copyDisplayNames } from './copyNames'
import type { YamlDefinition } from './format'
import { parseEntityYaml, yamlIssue, YamlInvalid, type ParsedYaml } from './parse'
import { checkDefinitionConditions } from '../expressions/fieldConditions'
import { requireModel } from '../guards'
import { syncCalculations, syncConstraints, syncOptions, syncStatements, syncValidationRules } from './sync'

/**
 * Entity YAML v8 import: a check (plan) that runs the whole import in a transaction, reads the
 * result and rolls it back, and the import itself, which runs the same steps for good. Definitions
 * are matched by Name; with TargetName the one definition of the document is imported as a new copy.
 */

export interface YamlImportRequest {
  Yaml: string
  TargetName?: string | null
  SchemaChangeConfirmationToken?: string | null
}

export interface YamlDefinitionPlan {
  Name: string
  IsNew: boolean
  Diff: DiffEntry[]
  Plan: SchemaChangePlan | null
}

export interface YamlPlan {
  Definitions: YamlDefinitionPlan[]
  Token: string | null
  IsDestructive: boolean
}

interface Target {
  yaml: YamlDefinition
  index: number
  existing: DefinitionModel | null
}

interface Outcome {
  plan: YamlPlan
  binding: TokenBinding
  ids: string[]
}

/** Carries the outcome of a check out of the transaction it rolls back. */
class CheckOnly extends Error {
  constructor(readonly outcome: Outcome) {
    super('check only')
  }
}

function parse(text: string): ParsedYaml {
  try {
    return parseEntityYaml(text)
  } catch (error) {
    if (error instanceof YamlInvalid) throw new EnvelopeError(400, error.issues)
    throw error
  }
}

/** Copies rename the document's one definition (and its references to itself) to TargetName, with display names of their own. */
async function asCopy(db: Db, document: YamlDefinition[], targetName: string): Promise<YamlDefinition[]> {
  if (!definitionNamePattern.test(targetName)) {
    throw invalid('TargetName must start with a lower-case letter and use lower-case letters, digits and underscores (2 to 40).', 'TargetName')
  }
  if (document.length !== 1) throw invalid('A copy imports exactly one definition; this document has ' + document.length + '.', 'TargetName')
  const original = document[0]!
  const self = (name: string | null | undefined) => (name && name.toLowerCase() === original.name.toLowerCase() ? targetName : name)
  return [
    {
      ...original,
      ...(await copyDisplayNames(db, original)),
      name: targetName,
      tables: original.tables.map((table) => ({ ...table, fields: table.fields.map((field) => ({ ...field, referenceTo: self(field.referenceTo) })) })),
    },
  ]
}

async function targetsOf(db: Db, parsed: ParsedYaml, targetName: string | null): Promise<Target[]> {
  const definitions = targetName ? await asCopy(db, parsed.document.definitions, targetName) : parsed.document.definitions
  const seen = new Set<string>()
  const issues: Issue[] = []
  const targets: Target[] = []
  for (const [index, yaml] of definitions.entries()) {
    const name = yaml.name.toLowerCase()
    if (seen.has(name)) issues.push(yamlIssue(`The definition "${yaml.name}" is in the document twice.`, parsed.positionOf(`definitions[${index}].name`)))
    seen.add(name)
    const existing = await loadDefinitionModel(db, yaml.name)
    if (existing && targetName) throw conflict(EntityCode.duplicateName, `The entity name "${targetName}" is already taken.`, 'TargetName')
    targets.push({ yaml, index, existing: existing?.definition.Name.toLowerCase() === name ? existing : null })
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  return targets
}

/** Problems of one definition's values become YAML issues at that definition (or at the name that did not resolve). */
async function atDefinition<T>(parsed: ParsedYaml, target: Target, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    const path = `definitions[${target.index}]`
    if (error instanceof UnresolvedName) throw new EnvelopeError(400, [yamlIssue(error.message, parsed.positionOf(error.path), error.path)])
    if (error instanceof EnvelopeError && error.status === 400 && !error.issues.some((item) => item.Code.startsWith('workspace.entities.confirmation'))) {
      const issues = error.issues.map((item) =>
        yamlIssue(`${target.yaml.name}: ${item.Message}${item.Field ? ` (${item.Field})` : ''}`, parsed.positionOf(path), path),
      )
      throw new EnvelopeError(400, issues, error.data)
    }
    throw error
  }
}

/** Runs the import inside `db` (a transaction); `confirm` checks the token before anything existing changes. */
async function runImport(db: Db, request: YamlImportRequest, now: Date, confirm: boolean): Promise<Outcome> {
  const parsed = parse(request.Yaml)
  const targets = await targetsOf(db, parsed, request.TargetName?.trim() || null)
  const before = new Map<Target, YamlDefinition | null>()
  for (const target of targets) {
    if (target.existing) await assertWritable(db, target.existing)
    before.set(target, target.existing ? (await exportModels(db, [target.existing.definition.Id]))[0]! : null)
  }
  // New definitions first, so that references between the imported definitions resolve.
  const ids = new Map<Target, string>()
  for (const target of targets) {
    if (target.existing) ids.set(target, target.existing.definition.Id)
    else {
      const { yaml } = target
      const created = await atDefinition(parsed, target, () =>
        createDefinition(db, { Name: yaml.name, DisplayNameSingular: yaml.displayNameSingular, DisplayNamePlural: yaml.displayNamePlural, Description: yaml.description }, now),
      )
      ids.set(target, created.Id)
    }
  }
  const lookup = nameLookup(db)
  const desired = new Map<Target, DesiredDefinition>()
  const plans = new Map<Target, SchemaChangePlan>()
  for (const target of targets) {
    const wanted = await atDefinition(parsed, target, () => desiredDefinition(target.yaml, target.index, ids.get(target)!, target.existing, lookup, db))
    desired.set(target, wanted)
    if (target.existing) {
      const planned = await atDefinition(parsed, target, () => planDefinitionReplacement(db, target.existing!, wanted, now))
      plans.set(target, { ...planned.plan, Token: null, ExpiresAt: null })
    }
  }
  const binding: TokenBinding = {
    target: 'entity-yaml-import',
    change: { definitions: targets.map((target) => target.yaml) },
    rowVersions: targets.flatMap((target) => (target.existing ? [target.existing.definition.RowVersion] : [])),
  }
  const isDestructive = [...plans.values()].some((plan) => plan.IsDestructive)
  const definitionPlans = (diffs: Map<Target, DiffEntry[]>) =>
    targets.map((target) => ({ Name: target.yaml.name, IsNew: !target.existing, Diff: diffs.get(target) ?? [], Plan: plans.get(target) ?? null }))
  if (confirm) {
    const summary = { Definitions: definitionPlans(new Map()), Token: null, IsDestructive: isDestructive }
    await confirmChange(db, { ...mergedPlan(plans), IsDestructive: isDestructive }, binding, request.SchemaChangeConfirmationToken, now, { current: summary })
  }

  const diffs = new Map<Target, DiffEntry[]>()
  for (const target of targets) {
    const id = ids.get(target)!
    const path = `definitions[${target.index}]`
    await atDefinition(parsed, target, async () => {
      await applyDefinitionReplacement(db, id, desired.get(target)!, now)
      await checkDefinitionConditions(db, await requireModel(db, id))
      await syncOptions(db, id, target.yaml, now)
      await syncConstraints(db, id, target.yaml, path, 'unique', now)
      await syncConstraints(db, id, target.yaml, path, 'index', now)
      await syncStatements(db, id, target.yaml, now)
      await syncValidationRules(db, id, target.yaml, now)
      await syncCalculations(db, id, target.yaml, path, now)
    })
  }
  for (const target of targets) {
    const [after] = await exportModels(db, [ids.get(target)!])
    diffs.set(target, diffDefinitions(before.get(target) ?? null, after!))
  }
  return { plan: { Definitions: definitionPlans(diffs), Token: null, IsDestructive: isDestructive }, binding, ids: targets.map((target) => ids.get(target)!) }
}

function mergedPlan(plans: Map<unknown, SchemaChangePlan>): SchemaChangePlan {
  const list = [...plans.values()]
  return {
    IsDestructive: list.some((plan) => plan.IsDestructive),
    Token: null,
    ExpiresAt: null,
    RowVersion: list[0]?.RowVersion ?? '',
    Changes: list.flatMap((plan) => plan.Changes),
    AffectedRecordCount: list.reduce((sum, plan) => sum + plan.AffectedRecordCount, 0),
    Dependents: list.flatMap((plan) => plan.Dependents),
    IsBlocked: list.some((plan) => plan.IsBlocked),
    BlockedReason: list.find((plan) => plan.IsBlocked)?.BlockedReason ?? null,
  }
}

/** Checks an import: what it would change and lose, with one token covering it all; nothing is kept. */
export async function planYamlImport(db: Db, request: YamlImportRequest, now: Date): Promise<YamlPlan> {
  let outcome: Outcome | null = null
  try {
    await db.transaction(async (tx) => {
      throw new CheckOnly(await runImport(tx, request, now, false))
    })
  } catch (error) {
    if (!(error instanceof CheckOnly)) throw error
    outcome = error.outcome
  }
  const { plan, binding } = outcome!
  // Signed outside the rolled-back transaction, so the token secret it may create is kept.
  const token = plan.IsDestructive ? (await signPlanToken(db, binding, now)).token : null
  return { ...plan, Token: token }
}

/** Imports in one transaction: any problem applies nothing. Answers the imported definitions. */
export async function importYaml(db: Db, request: YamlImportRequest, now: Date): Promise<EntityDefinitionDetail[]> {
  return db.transaction(async (tx) => {
    const { ids } = await runImport(tx, request, now, true)
    return Promise.all(ids.map((id) => detailOf(tx, id)))
  })
}
