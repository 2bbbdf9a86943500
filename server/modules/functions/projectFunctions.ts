import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { writeFunctionAudit } from './audit.repo'
import { builtinByKey } from './builtins'
import { functionIdOf, versionIdOf } from './catalog'
import { findStoredFunction, insertFunctionIfMissing, insertVersionIfMissing, listFunctionVersions, mirrorVersion, type ProjectImplementation, type VersionDefinition } from './catalog.repo'
import { findTriggerBindingRow, insertTriggerBindingRow, listTriggerBindingRows, updateTriggerBindingRow } from './triggers/triggerBindings.repo'

/**
 * The catalog side of a Net Operation Project activation: each function the active assembly offers
 * is a catalog function whose current version runs that assembly (a new immutable version when the
 * artifact is new to it), and each entity-mutation handler has its trigger binding, enabled exactly
 * while the active assembly offers the handler. Keys of the host's own functions are never taken.
 */

export interface ProjectFunctionSpec {
  key: string
  displayName: string
  /** A mutation handler's entity (by Name) and operation; null for a command. */
  handles: { entityName: string; operation: string } | null
  implementation: ProjectImplementation
}

export const projectFunctionTimeoutMs = 10_000

/** The binding a handler gets (its key: `project-<function key>`). */
export const projectBindingIdOf = (functionKey: string): string => `tb-project-${functionKey}`

function definitionOf(spec: ProjectFunctionSpec): VersionDefinition {
  return {
    DisplayName: spec.displayName,
    Description: `Net Operation Project: ${spec.implementation.Method} (build #${spec.implementation.CodeVersion}).`,
    TimeoutMs: projectFunctionTimeoutMs,
    MaxAttempts: 1,
    RequiredPermission: null,
    SupportsCancellation: true,
    Secrets: [],
    Implementation: spec.implementation,
  }
}

/** Whether a key may be a project function's: not a built-in's, not a function of other code. */
export async function isProjectFunctionKeyFree(db: Db, key: string): Promise<boolean> {
  if (builtinByKey(db, key)) return false
  const stored = await findStoredFunction(db, 'key', key)
  return !stored || stored.currentImplementation === null || stored.currentImplementation.Kind === 'NetOperationProject'
}

/**
 * Makes the offered functions current (in the activating transaction) and switches the handlers'
 * bindings: those offered on, every other project binding off. `offered` empty: a deactivation.
 */
export async function publishProjectFunctions(tx: Db, offered: readonly ProjectFunctionSpec[], userId: string, now: Date): Promise<void> {
  for (const spec of offered) {
    if (!(await isProjectFunctionKeyFree(tx, spec.key))) continue
    const functionId = functionIdOf(spec.key)
    await insertFunctionIfMissing(tx, { id: functionId, key: spec.key, displayName: spec.displayName, httpEndpointKey: null }, now)
    const versions = await listFunctionVersions(tx, functionId)
    const current = (await findStoredFunction(tx, 'id', functionId))?.currentVersionId ?? null
    const sameArtifact = versions.find((version) => {
      const implementation = version.definition?.Implementation
      return implementation?.Kind === 'NetOperationProject' && implementation.ArtifactId === spec.implementation.ArtifactId && implementation.Method === spec.implementation.Method
    })
    if (sameArtifact?.id === current) continue
    let versionId = sameArtifact?.id
    const definition = sameArtifact?.definition ?? definitionOf(spec)
    if (!versionId) {
      const number = Math.max(0, ...versions.map((version) => version.versionNumber)) + 1
      versionId = versionIdOf(spec.key, number)
      const note = `Net Operation Project build #${spec.implementation.CodeVersion}`
      await insertVersionIfMissing(tx, { id: versionId, functionId, versionNumber: number, definition, createdByUserId: userId, changeNote: note }, now)
    }
    await mirrorVersion(tx, functionId, versionId, definition, now)
    await writeFunctionAudit(tx, userId, 'FunctionVersionActivated', 'Function', functionId, {
      Key: spec.key, Previous: { VersionId: current }, Current: { VersionId: versionId, ArtifactId: spec.implementation.ArtifactId },
    }, now)
  }
  await switchHandlerBindings(tx, offered, userId, now)
}

async function switchHandlerBindings(tx: Db, offered: readonly ProjectFunctionSpec[], userId: string, now: Date): Promise<void> {
  const handlers = offered.filter((spec) => spec.handles !== null)
  for (const spec of handlers) {
    const id = projectBindingIdOf(spec.key)
    const existing = await findTriggerBindingRow(tx, 'id', id, { lock: true })
    const write = {
      id,
      key: `project-${spec.key}`,
      description: `Runs ${spec.implementation.Method} of the Net Operation Project.`,
      entityDefinitionName: spec.handles!.entityName,
      operation: spec.handles!.operation,
      functionId: functionIdOf(spec.key),
      functionVersionId: null,
      isEnabled: true,
      rowVersion: randomUUID(),
      modifiedByUserId: userId,
    }
    if (!existing) await insertTriggerBindingRow(tx, write, now)
    else if (!existing.isEnabled || existing.entityDefinitionName !== write.entityDefinitionName || existing.operation !== write.operation) {
      await updateTriggerBindingRow(tx, { ...write, key: existing.key, description: existing.description }, now)
    }
  }
  const keep = new Set(handlers.map((spec) => projectBindingIdOf(spec.key)))
  for (const binding of await listTriggerBindingRows(tx)) {
    if (!binding.id.startsWith('tb-project-') || keep.has(binding.id) || !binding.isEnabled) continue
    await updateTriggerBindingRow(tx, { ...binding, isEnabled: false, rowVersion: randomUUID(), modifiedByUserId: userId }, now)
  }
}
