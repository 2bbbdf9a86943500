import type { Schema } from '../types'
import { arr, dateTime, filled, int32, nullable, request, str, uuid } from '../s'

/**
 * Managed secrets (configuration scope item 8): values functions use by name, write-only. A value is
 * never answered, logged, put in a run or an error; it is encrypted at rest. Designed in the spec's conventions.
 */

const NOTE = 'Managed secrets the spec names but does not show; designed in its conventions.'
const description = nullable({ type: 'string', maxLength: 500 } as Schema)
// Write-only: the value goes in and never comes back.
const value = { type: 'string', minLength: 1, maxLength: 8192, writeOnly: true, description: 'The secret value; never answered.' } as Schema

export const functionSecretSchemas: Record<string, Schema> = {
  FunctionSecret: filled(
    {
      Id: str(),
      Name: str('How functions name it (lower-case letters, digits and dashes).'),
      Description: nullable(str()),
      Version: int32('Starts at 1; each rotation adds one. Runs that use the secret record the version they used.'),
      CreatedAt: dateTime(),
      CreatedByUserId: nullable(str()),
      RotatedAt: dateTime('When the value was last set (creation or rotation).'),
      RotatedByUserId: nullable(str()),
      UsedBy: arr({ $ref: '#/components/schemas/FunctionSecretUse' } as Schema, 'The functions that use it, by the name they ask for.'),
      RowVersion: uuid(),
    },
    NOTE,
  ),
  FunctionSecretUse: filled({ FunctionId: str(), FunctionKey: str(), DisplayName: str() }, NOTE),
  FunctionSecretCreateRequest: request(
    { Name: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,62}$' } as Schema, Description: description, Value: value },
    ['Name', 'Value'],
    NOTE,
  ),
  FunctionSecretUpdateRequest: request({ Description: description, RowVersion: uuid() }, ['RowVersion'], NOTE),
  FunctionSecretRotateRequest: request({ Value: value, RowVersion: uuid() }, ['Value', 'RowVersion'], NOTE),
}
