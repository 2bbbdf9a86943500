import { describe, expect, it } from 'vitest'
import { EnvelopeError } from '../../../http/errors'
import { resolvePath, type PathDefinition, type PathDefinitions } from './paths'

// customers ← contracts.customer; contracts → products via product; customers.contracts is the paired field.
const customers: PathDefinition = { id: 'd-cus', name: 'customers', references: [{ id: 'f-cus-contracts', key: 'contracts', targetDefinitionId: 'd-con' }] }
const contracts: PathDefinition = {
  id: 'd-con',
  name: 'contracts',
  references: [
    { id: 'f-con-customer', key: 'customer', targetDefinitionId: 'd-cus' },
    { id: 'f-con-product', key: 'product', targetDefinitionId: 'd-prd' },
  ],
}
const products: PathDefinition = { id: 'd-prd', name: 'products', references: [{ id: 'f-prd-self', key: 'successor', targetDefinitionId: 'd-prd' }] }
const all = [customers, contracts, products]

const definitions: PathDefinitions = {
  byId: async (id) => all.find((definition) => definition.id === id) ?? null,
  byName: async (name) => all.find((definition) => definition.name === name.toLowerCase()) ?? null,
}

async function failure(promise: Promise<unknown>): Promise<{ Field?: string; Message: string; Code: string }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof EnvelopeError) return error.issues[0]!
    throw error
  }
  throw new Error('expected a failure')
}

describe('reference paths', () => {
  it('has no steps when empty', async () => {
    expect(await resolvePath(definitions, 'd-cus', 'd-con', '  ', 'P.PathKey')).toEqual({ PathKey: '', Steps: [] })
    expect(await resolvePath(definitions, 'd-cus', 'd-con', null, 'P.PathKey')).toEqual({ PathKey: '', Steps: [] })
  })

  it('follows a reference field forward', async () => {
    const path = await resolvePath(definitions, 'd-cus', 'd-con', ' Contracts ', 'P.PathKey')
    expect(path).toEqual({
      PathKey: 'contracts',
      Steps: [{ Direction: 0, SourceEntityDefinitionId: 'd-cus', SourceReferenceFieldId: 'f-cus-contracts', SourceReferenceFieldKey: 'contracts', TargetEntityDefinitionId: 'd-con' }],
    })
  })

  it('follows a reference field backwards and chains steps', async () => {
    const path = await resolvePath(definitions, 'd-cus', 'd-prd', '~contracts.customer.product', 'P.PathKey')
    expect(path.PathKey).toBe('~contracts.customer.product')
    expect(path.Steps).toEqual([
      { Direction: 1, SourceEntityDefinitionId: 'd-con', SourceReferenceFieldId: 'f-con-customer', SourceReferenceFieldKey: 'customer', TargetEntityDefinitionId: 'd-con' },
      { Direction: 0, SourceEntityDefinitionId: 'd-con', SourceReferenceFieldId: 'f-con-product', SourceReferenceFieldKey: 'product', TargetEntityDefinitionId: 'd-prd' },
    ])
  })

  it('refuses a path that ends elsewhere, naming where it ended', async () => {
    const issue = await failure(resolvePath(definitions, 'd-cus', 'd-prd', 'contracts', 'ResourceHierarchyPath.PathKey'))
    expect(issue).toEqual({ Code: 'serviceEntitlements.admin.validation.pathInvalid', Field: 'ResourceHierarchyPath.PathKey', Message: 'The path ends at contracts, not at products.' })
  })

  it('names the step that failed', async () => {
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-prd', 'contracts.nothing', 'F'))).Message).toBe('Step "nothing": contracts has no reference field "nothing".')
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-con', '~products.successor', 'F'))).Message).toBe('Step "~products.successor": products.successor does not reference customers.')
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-con', '~missing.customer', 'F'))).Message).toBe('Step "~missing.customer": there is no entity definition "missing".')
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-con', '~contracts', 'F'))).Message).toBe('Step "~contracts" must read ~definitionName.fieldKey.')
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-con', 'contracts..product', 'F'))).Message).toBe('The path has an empty step.')
  })

  it('allows at most five steps', async () => {
    const five = 'contracts.product.successor.successor.successor'
    expect((await resolvePath(definitions, 'd-cus', 'd-prd', five, 'F')).Steps).toHaveLength(5)
    expect((await failure(resolvePath(definitions, 'd-cus', 'd-prd', `${five}.successor`, 'F'))).Message).toBe('A path has at most 5 steps.')
  })
})
