import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { writeFunctionAudit } from '../audit.repo'
import { builtinFunctions } from '../builtins'
import { functionIdOf } from '../catalog'
import { seal, unseal } from './secretCipher'
import { secretsKeyOf } from './secretKey'
import {
  deleteSecretRow, findSealedValue, findSecretIdByName, findSecretRow, insertSecretRow, listSecretRows, updateSecretDescription, updateSecretValue, type StoredSecret,
} from './secrets.repo'

/**
 * Managed secrets: stored encrypted, answered without their value, rotated, deleted — every change
 * audited (names and versions only). A function gets a value only by asking for a name it declares
 * (`BuiltinFunction.secrets`): the built-in functions are the trusted runtime; UI project builds never see one.
 */

export type FunctionSecret = ConfigSchemas['FunctionSecret']
type CreateInput = ConfigSchemas['FunctionSecretCreateRequest']
type UpdateInput = ConfigSchemas['FunctionSecretUpdateRequest']
type RotateInput = ConfigSchemas['FunctionSecretRotateRequest']

const namePattern = /^[a-z][a-z0-9-]{1,62}$/
const maxValueLength = 8192

function usersOf(db: Db, name: string): FunctionSecret['UsedBy'] {
  return builtinFunctions(db)
    .filter((fn) => fn.secrets?.includes(name))
    .map((fn) => ({ FunctionId: functionIdOf(fn.key), FunctionKey: fn.key, DisplayName: fn.displayName }))
}

function toSecret(db: Db, row: StoredSecret): FunctionSecret {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    Version: row.version,
    CreatedAt: row.createdAt,
    CreatedByUserId: row.createdBy,
    RotatedAt: row.rotatedAt,
    RotatedByUserId: row.rotatedBy,
    UsedBy: usersOf(db, row.name),
    RowVersion: row.rowVersion,
  }
}

function checkedValue(value: string): string {
  if (value.length === 0 || value.length > maxValueLength) {
    throw badRequest('workspace.validation.invalid', `The value must have 1 to ${maxValueLength} characters.`, 'Value')
  }
  return value
}

const description = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

export async function listSecrets(db: Db): Promise<FunctionSecret[]> {
  return (await listSecretRows(db)).map((row) => toSecret(db, row))
}

async function requireSecret(db: Db, id: string, lock = false): Promise<StoredSecret> {
  const row = await findSecretRow(db, id, { lock })
  if (!row) throw notFound(`Secret "${id}" does not exist.`, id)
  return row
}

export async function createSecret(db: Db, userId: string, input: CreateInput, now: Date): Promise<FunctionSecret> {
  if (!namePattern.test(input.Name)) {
    throw badRequest('workspace.validation.invalid', 'A name has 2 to 63 lower-case letters, digits and dashes, and starts with a letter.', 'Name')
  }
  const value = checkedValue(input.Value)
  return db.transaction(async (tx) => {
    if (await findSecretIdByName(tx, input.Name)) throw conflict('workspace.functions.secrets.duplicateName', `A secret named "${input.Name}" exists.`, 'Name')
    const id = randomUUID()
    await insertSecretRow(tx, { id, name: input.Name, description: description(input.Description), sealed: seal(secretsKeyOf(tx), id, 1, value), userId, now })
    await writeFunctionAudit(tx, userId, 'SecretCreated', 'Secret', id, { Name: input.Name, Version: 1 }, now)
    return toSecret(tx, (await findSecretRow(tx, id))!)
  })
}

export async function updateSecret(db: Db, userId: string, id: string, input: UpdateInput, now: Date): Promise<FunctionSecret> {
  return db.transaction(async (tx) => {
    const current = await requireSecret(tx, id, true)
    if (current.rowVersion !== input.RowVersion) throw staleRowVersion(toSecret(tx, current))
    const next = description(input.Description)
    await updateSecretDescription(tx, id, next)
    await writeFunctionAudit(tx, userId, 'SecretChanged', 'Secret', id, { Name: current.name, Previous: { Description: current.description }, Current: { Description: next } }, now)
    return toSecret(tx, (await findSecretRow(tx, id))!)
  })
}

export async function rotateSecret(db: Db, userId: string, id: string, input: RotateInput, now: Date): Promise<FunctionSecret> {
  const value = checkedValue(input.Value)
  return db.transaction(async (tx) => {
    const current = await requireSecret(tx, id, true)
    if (current.rowVersion !== input.RowVersion) throw staleRowVersion(toSecret(tx, current))
    const version = current.version + 1
    await updateSecretValue(tx, id, version, seal(secretsKeyOf(tx), id, version, value), userId, now)
    await writeFunctionAudit(tx, userId, 'SecretRotated', 'Secret', id, { Name: current.name, Previous: { Version: current.version }, Current: { Version: version } }, now)
    return toSecret(tx, (await findSecretRow(tx, id))!)
  })
}

export async function deleteSecret(db: Db, userId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await requireSecret(tx, id, true)
    if (current.rowVersion !== rowVersion) throw staleRowVersion(toSecret(tx, current))
    await deleteSecretRow(tx, id)
    await writeFunctionAudit(tx, userId, 'SecretDeleted', 'Secret', id, { Name: current.name, Version: current.version }, now)
    return id
  })
}

/** A secret a run cannot have: not declared by its function, not set, or not readable with this server's key. */
export class SecretUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SecretUnavailable'
  }
}

/** The value and version of a secret the function declares; the error names the secret, never a value. */
export async function revealSecret(db: Db, fn: { key: string; secrets?: readonly string[] }, name: string): Promise<{ value: string; version: number }> {
  if (!fn.secrets?.includes(name)) throw new SecretUnavailableError(`The function ${fn.key} does not declare the secret "${name}".`)
  const sealed = await findSealedValue(db, name)
  if (!sealed) throw new SecretUnavailableError(`The secret "${name}" is not set: an administrator adds it under Function operations → Secrets.`)
  try {
    return { value: unseal(secretsKeyOf(db), sealed.id, sealed.version, sealed), version: sealed.version }
  } catch {
    throw new SecretUnavailableError(`The secret "${name}" cannot be read with this server's key (SECRETS_KEY changed?): set it again.`)
  }
}
