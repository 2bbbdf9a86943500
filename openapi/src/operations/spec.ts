import type { DocumentName, HttpMethod, Parameter, Schema } from '../types'

/** One operation as the contract sources declare it; build.ts turns it into OpenAPI. */
export interface OperationSpec {
  document: DocumentName
  contract: 'documented' | 'assumed'
  method: HttpMethod
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  /** Why a shape deviates from or goes beyond the spec (`x-contract-note`). */
  note?: string
  /** Descriptions of path parameters; every `{name}` in the path becomes a required string parameter. */
  pathParams?: Record<string, string>
  query?: Parameter[]
  body?: Schema
  bodyDescription?: string
  /** A request body that is not JSON (a file chunk): its media type, sent as binary. */
  rawBody?: { mediaType: string; description: string }
  /** A 200 that carries bytes instead of the envelope (a download); errors keep the envelope. */
  rawResponse?: { mediaType: string; description: string }
  /** Base name of the envelope: `User` gives `UserApiResponse`. */
  envelope: string
  /** The envelope's Data schema. */
  data: Schema
  statuses: number[]
  /** Operations that need no authentication (login). */
  anonymous?: boolean
}

/** The row version a configuration delete was read at: required, a stale one answers 409 with the current state. */
export const rowVersionQuery = (): Parameter => ({
  ...queryParam('rowVersion', { type: 'string', format: 'uuid' }, 'The row version read; a stale one answers 409 with the current state.'),
  required: true,
})

export const queryParam = (
  name: string,
  schema: Schema,
  description?: string,
  contract?: 'assumed',
): Parameter => {
  const parameter: Parameter = { name, in: 'query', required: false, schema }
  if (description) parameter.description = description
  if (contract) parameter['x-contract'] = contract
  return parameter
}
