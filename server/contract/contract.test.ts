import { describe, expect, it } from 'vitest'
import { compileDocument } from './contract'
import { tightenSchema } from './schemaTransform'

const doc = {
  openapi: '3.0.4',
  paths: {
    '/things/{thingId}': {
      put: {
        operationId: 'Things_Update',
        parameters: [
          { name: 'thingId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'Limit', in: 'query', schema: { type: 'integer', format: 'int32', minimum: 1, default: 10 } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingUpdate' } } } },
      },
    },
  },
  components: {
    schemas: {
      Base: { type: 'object', properties: { Name: { type: 'string', minLength: 1 } }, required: ['Name'] },
      ThingUpdate: {
        allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { Note: { type: 'string', nullable: true } } }],
      },
      Tree: { type: 'object', properties: { Children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
    },
  },
}

describe('contract validation', () => {
  const [operation] = compileDocument('service-config-v1', doc)

  it('merges allOf and still rejects unknown members', () => {
    const ok = operation!.validate({ params: { thingId: 'a' }, query: {}, body: { Name: 'x', Note: null } })
    expect(ok.ok).toBe(true)
    const bad = operation!.validate({ params: { thingId: 'a' }, query: {}, body: { Name: 'x', Extra: 1 } })
    expect(bad).toEqual({ ok: false, issues: [expect.objectContaining({ Code: 'workspace.validation.unknownMember', Field: 'Extra' })] })
  })

  it('coerces query parameters and fills defaults', () => {
    const result = operation!.validate({ params: { thingId: 'a' }, query: {}, body: { Name: 'x' } })
    expect(result.ok && result.value.query).toEqual({ Limit: 10 })
    const coerced = operation!.validate({ params: { thingId: 'a' }, query: { Limit: '3' }, body: { Name: 'x' } })
    expect(coerced.ok && coerced.value.query).toEqual({ Limit: 3 })
    const invalid = operation!.validate({ params: { thingId: 'a' }, query: { Limit: '0' }, body: { Name: 'x' } })
    expect(invalid.ok ? [] : invalid.issues.map((issue) => issue.Field)).toEqual(['Limit'])
  })

  it('requires a required body', () => {
    const result = operation!.validate({ params: { thingId: 'a' }, query: {}, body: undefined })
    expect(result.ok).toBe(false)
  })

  it('turns nullable without a type into something Ajv accepts', () => {
    expect(tightenSchema({ nullable: true, enum: [1, 2] })).toEqual({ anyOf: [{ enum: [1, 2, null] }, { type: 'null' }] })
  })
})
