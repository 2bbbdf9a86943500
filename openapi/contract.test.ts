import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lint } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { documentedOperations, type DocumentedOperation } from './documented-operations'
import { buildDocument, enumsDocFile, serialize } from './src/build'
import { renderEnumsDoc } from './src/enumsDoc'
import type { OpenApiDocument, Operation, Parameter, ParameterRef, Schema } from './src/types'

const FILES = { config: 'service-config-v1.json', public: 'service-public-v1.json', ui: 'product-ui-v1.json' } as const
type DocumentName = keyof typeof FILES
const METHODS = ['get', 'post', 'put', 'delete'] as const

const readText = (name: DocumentName): string => readFileSync(fileURLToPath(new URL(FILES[name], import.meta.url)), 'utf8')
const documents: Record<DocumentName, OpenApiDocument> = {
  config: JSON.parse(readText('config')) as OpenApiDocument,
  public: JSON.parse(readText('public')) as OpenApiDocument,
  ui: JSON.parse(readText('ui')) as OpenApiDocument,
}

function operationsOf(document: OpenApiDocument): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  )
}

function resolveSchema(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema
  return document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
}

function resolveParameter(document: OpenApiDocument, parameter: Parameter | ParameterRef): Parameter {
  if ('$ref' in parameter) {
    const resolved = document.components.parameters[parameter.$ref.replace('#/components/parameters/', '')]
    if (!resolved) throw new Error(`Unresolved parameter ${parameter.$ref}`)
    return resolved
  }
  return parameter
}

const label = (operation: DocumentedOperation): string => `${operation.method.toUpperCase()} ${operation.path}`

describe('the OpenAPI documents', () => {
  it.each(Object.keys(FILES) as DocumentName[])('%s is a valid OpenAPI 3.0.4 document', async (name) => {
    // swagger-parser 13 lists 3.0.4 among its supported versions, so no normalising is needed.
    expect(documents[name].openapi).toBe('3.0.4')
    await expect(SwaggerParser.validate(structuredClone(documents[name]) as never)).resolves.toBeTruthy()
  })

  /**
   * What Redocly's recommended rules still warn of are the spec's own facts: it names no licence,
   * lists some operations with 200 only, and has public paths that differ only by a parameter
   * (`functions/{functionKey}/commands` beside `functions/jobs/{jobId}`).
   */
  const specFacts = new Set(['info-license', 'operation-4xx-response', 'no-ambiguous-paths'])

  it.each(Object.keys(FILES) as DocumentName[])('%s passes the recommended rules of a third-party linter (Redocly)', async (name) => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lint({ ref: fileURLToPath(new URL(FILES[name], import.meta.url)), config })
    const described = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`)
    expect(described.filter((problem) => problem.startsWith('error'))).toEqual([])
    expect(problems.filter((problem) => !specFacts.has(problem.ruleId)).map((problem) => problem.ruleId)).toEqual([])
  })

  it('carries the documented titles and version labels', () => {
    expect(documents.config.info).toMatchObject({ title: 'Workspace Configuration API', version: 'service-config-v1' })
    expect(documents.public.info).toMatchObject({ title: 'Workspace Public API', version: 'service-public-v1' })
    expect(documents.ui.info).toMatchObject({ title: 'Workspace Product UI API', version: 'product-ui-v1' })
  })

  it('keeps business-function runtime settings and sign-out out of the published descriptions, in the product UI one', () => {
    const excluded = [
      'FunctionOperations_GetRetentionSettings',
      'FunctionOperations_UpdateRetentionSettings',
      'FunctionOperations_PreviewRetention',
      'FunctionOperations_PurgeRuns',
      'Auth_Logout',
    ]
    const ids = (name: DocumentName) => operationsOf(documents[name]).map(({ operation }) => operation.operationId)
    for (const id of excluded) {
      expect(ids('config'), id).not.toContain(id)
      expect(ids('public'), id).not.toContain(id)
      expect(ids('ui'), id).toContain(id)
    }
    expect(operationsOf(documents.ui).every(({ operation }) => operation['x-contract'] === 'assumed')).toBe(true)
  })

  it.each(Object.keys(FILES) as DocumentName[])('%s is what the sources build (run npm run contract:build)', (name) => {
    expect(readText(name)).toBe(serialize(buildDocument(name)))
  })

  it('lists the enumeration names in docs/contract-enums.md', () => {
    expect(readFileSync(enumsDocFile, 'utf8')).toBe(renderEnumsDoc())
  })

  it('declares the workspace bearer scheme', () => {
    for (const document of Object.values(documents)) {
      expect(document.components.securitySchemes.workspaceBearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    }
  })
})

describe('every operation', () => {
  const all = (Object.keys(FILES) as DocumentName[]).flatMap((name) =>
    operationsOf(documents[name]).map((entry) => ({ ...entry, name, document: documents[name] })),
  )

  it('has a unique Area_Verb operationId, a tag and a contract mark', () => {
    const ids = all.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { operation } of all) {
      expect(operation.operationId).toMatch(/^[A-Z][A-Za-z]+_[A-Z][A-Za-z]+$/)
      expect(operation.tags).toHaveLength(1)
      expect(['documented', 'assumed']).toContain(operation['x-contract'])
    }
  })

  it('accepts the optional access_token query parameter', () => {
    for (const { operation, document } of all) {
      const parameters = operation.parameters.map((parameter) => resolveParameter(document, parameter))
      expect(parameters, operation.operationId).toContainEqual(
        expect.objectContaining({ name: 'access_token', in: 'query', required: false }),
      )
    }
  })

  it('answers 401 and 403 with ProblemDetails and the rest with its ApiResponse envelope', () => {
    for (const { operation, document } of all) {
      const envelopes = new Set<string>()
      for (const [status, response] of Object.entries(operation.responses)) {
        const binary = (response.content?.['application/octet-stream'] ?? response.content?.['application/zip'] ?? response.content?.['text/html'])?.schema
        if (status === '200' && binary) {
          // A download: its 200 carries the bytes (assumed operations only); its errors keep the envelope.
          expect(binary).toEqual({ type: 'string', format: 'binary' })
          expect(operation['x-contract'], operation.operationId).toBe('assumed')
        } else if (status === '401' || status === '403') {
          expect(Object.keys(response.content ?? {})).toEqual(['application/problem+json'])
          expect(response.content?.['application/problem+json']?.schema.$ref).toBe('#/components/schemas/ProblemDetails')
        } else {
          const schemaRef = response.content?.['application/json']?.schema.$ref ?? ''
          expect(schemaRef, `${operation.operationId} ${status}`).toMatch(/ApiResponse$/)
          envelopes.add(schemaRef)
          const envelope = resolveSchema(document, { $ref: schemaRef })
          expect(Object.keys(envelope?.properties ?? {})).toEqual(['Success', 'Data', 'Errors', 'Warnings'])
        }
      }
      expect(envelopes.size, operation.operationId).toBeLessThanOrEqual(1)
    }
  })

  it('requires the workspace bearer scheme, except sign-in', () => {
    for (const { operation } of all) {
      const expected = operation.operationId === 'Auth_Login' ? [] : [{ workspaceBearer: [] }]
      expect(operation.security, operation.operationId).toEqual(expected)
    }
  })
})

describe('the documented operations', () => {
  it('are the 43 of the spec, and no others are marked documented', () => {
    expect(documentedOperations).toHaveLength(43)
    const marked = (Object.keys(FILES) as DocumentName[]).flatMap((name) =>
      operationsOf(documents[name])
        .filter(({ operation }) => operation['x-contract'] === 'documented')
        .map(({ method, path }) => `${name} ${method} ${path}`),
    )
    expect(marked.sort()).toEqual(documentedOperations.map((op) => `${op.document} ${op.method} ${op.path}`).sort())
  })

  it.each(documentedOperations.map((operation) => [label(operation), operation] as const))('%s is as documented', (_, spec) => {
    const document = documents[spec.document]
    const operation = document.paths[spec.path]?.[spec.method]
    expect(operation, `missing in ${spec.document}`).toBeDefined()
    if (!operation) return
    expect(operation['x-contract']).toBe('documented')

    const statuses = Object.keys(operation.responses).map(Number)
    if (spec.statusesComplete) expect(statuses.sort()).toEqual([...spec.statuses].sort())
    else expect(statuses).toEqual(expect.arrayContaining(spec.statuses))

    const parameters = operation.parameters.map((parameter) => resolveParameter(document, parameter))
    const pathNames = [...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)
    expect(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(pathNames)
    const queryNames = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)
    expect(queryNames).toEqual(expect.arrayContaining([...(spec.query ?? []), 'access_token']))

    const body = resolveSchema(document, operation.requestBody?.content['application/json']?.schema)
    if (spec.requestMembers === null) expect(operation.requestBody).toBeUndefined()
    else if (spec.requestMembers === 'not shown') {
      // A shape the spec hides is either permissive or designed here and marked so.
      const designed = body?.['x-contract'] === 'assumed' && Boolean(body?.['x-contract-note'])
      expect(body?.additionalProperties === true || designed, 'a hidden shape stays permissive or is marked assumed').toBe(true)
    } else {
      // Members the spec does not list are allowed only when marked `x-contract: assumed`.
      const listed = Object.entries(body?.properties ?? {}).filter(([, member]) => member['x-contract'] !== 'assumed')
      expect(listed.map(([name]) => name).sort()).toEqual([...spec.requestMembers].sort())
      expect(body?.additionalProperties, 'a completely listed body rejects unknown members').toBe(false)
      expect(body?.required ?? []).toEqual(expect.arrayContaining(spec.requiredMembers ?? []))
    }
    if (operation.requestBody) {
      expect(Object.keys(operation.requestBody.content)).toEqual(['application/json', 'text/json', 'application/*+json'])
    }
  })

  it('mark shapes the spec does not show with x-contract-note', () => {
    for (const spec of documentedOperations.filter((op) => op.requestMembers === 'not shown' || !op.statusesComplete)) {
      const operation = documents[spec.document].paths[spec.path]?.[spec.method]
      expect(operation?.['x-contract-note'], label(spec)).toBeTruthy()
    }
  })
})

describe('the assumed principal operations', () => {
  const expected: Record<string, number[]> = {
    List: [200, 401, 403],
    Get: [200, 401, 403, 404],
    Create: [200, 400, 401, 403, 409],
    Update: [200, 400, 401, 403, 404, 409],
    Delete: [200, 400, 401, 403, 404, 409],
  }
  const config = operationsOf(documents.config)

  it.each(['Users', 'Roles', 'ResponsibilityGroups'])('%s have the agreed statuses and are marked assumed', (area) => {
    for (const [verb, statuses] of Object.entries(expected)) {
      const found = config.find(({ operation }) => operation.operationId === `${area}_${verb}`)
      expect(found, `${area}_${verb}`).toBeDefined()
      expect(found?.operation['x-contract']).toBe('assumed')
      expect(Object.keys(found?.operation.responses ?? {}).map(Number)).toEqual(statuses)
    }
  })

  it('include the permission catalog', () => {
    const found = config.find(({ operation }) => operation.operationId === 'Permissions_List')
    expect(found).toMatchObject({ method: 'get', path: '/api/workspace/admin/permissions' })
  })

  it('reject unknown request members', () => {
    for (const name of ['UserCreate', 'UserUpdate', 'RoleCreate', 'RoleUpdate', 'ResponsibilityGroupCreate', 'ResponsibilityGroupUpdate']) {
      expect(documents.config.components.schemas[name]?.additionalProperties, name).toBe(false)
    }
  })
})

describe('the enumerations', () => {
  it('name every value and say whose names they are', () => {
    for (const document of Object.values(documents)) {
      for (const [name, schema] of Object.entries(document.components.schemas)) {
        const values = schema.enum ?? (schema['x-enum-values'] as unknown[] | undefined)
        if (!values) continue
        expect(schema['x-enum-varnames'], name).toHaveLength(values.length)
        const expectedSource = name === 'FunctionRunStatus' || name === 'FunctionJobStatus' ? 'documented' : 'assumed'
        expect(schema['x-enum-names'], name).toBe(expectedSource)
      }
    }
  })

  it('give the run status nine and the job status five documented values', () => {
    expect(documents.config.components.schemas.FunctionRunStatus?.['x-enum-varnames']).toEqual([
      'Success', 'ValidationFailure', 'PermissionFailure', 'Timeout', 'RuntimeException', 'Cancelled', 'Running',
      'Skipped', 'StoppedByWorkerRestart',
    ])
    expect(documents.config.components.schemas.FunctionJobStatus?.['x-enum-varnames']).toEqual([
      'Queued', 'Leased', 'Completed', 'Failed', 'Cancelled',
    ])
  })
})
