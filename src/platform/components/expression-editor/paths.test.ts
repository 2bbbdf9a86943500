import { describe, expect, it, vi } from 'vitest'
import { FieldType } from '@/api'
import { maxReferenceDepth, resolvePathFields, type PathDefinition, type PathField } from './paths'

const field = (Key: string, FieldType: number, more: Partial<PathField> = {}): PathField => ({ Key, DisplayName: Key, FieldType, ...more })
const reference = (Key: string, target: string) => field(Key, FieldType.Reference, { ReferenceToEntityDefinitionId: target })
const table = (Key: string, childTableId: string) => field(Key, FieldType.Table, { ChildTableId: childTableId })

const contracts: PathDefinition = {
  Id: 'contracts',
  Tables: [
    {
      Id: 'contracts-main',
      IsPrimary: true,
      Fields: [reference('customer', 'customers'), table('lines', 'contract-lines'), field('amount', FieldType.Money), reference('gone', 'deleted')],
    },
    { Id: 'contract-lines', IsPrimary: false, Fields: [field('qty', FieldType.Integer), reference('product', 'products')] },
  ],
}

const customers: PathDefinition = {
  Id: 'customers',
  Tables: [
    { Id: 'customers-old', IsPrimary: true, IsDeleted: true, Fields: [field('stale', FieldType.Text)] },
    {
      Id: 'customers-main',
      IsPrimary: true,
      Fields: [
        field('name', FieldType.Text),
        field('country', FieldType.Text),
        field('removed', FieldType.Text, { IsDeleted: true }),
        reference('account', 'accounts'),
        table('contacts', 'customer-contacts'),
        field('address', FieldType.Address),
      ],
    },
    { Id: 'customer-contacts', IsPrimary: false, Fields: [field('email', FieldType.Email)] },
  ],
}

const accounts: PathDefinition = {
  Id: 'accounts',
  Tables: [{ Id: 'accounts-main', IsPrimary: true, Fields: [field('name', FieldType.Text), reference('owner', 'customers'), reference('next', 'chain-1')] }],
}

const products: PathDefinition = {
  Id: 'products',
  Tables: [{ Id: 'products-main', IsPrimary: true, Fields: [field('sku', FieldType.Text)] }],
}

/** chain-1 → chain-2 → …: each one reference step further from contracts (accounts is 2 steps away). */
const chain = (index: number): PathDefinition => ({
  Id: `chain-${index}`,
  Tables: [{ Id: `chain-${index}-main`, IsPrimary: true, Fields: [field(`level_${index}`, FieldType.Integer), reference('next', `chain-${index + 1}`)] }],
})

const definitions = new Map([contracts, customers, accounts, products, chain(1), chain(2), chain(3)].map((definition) => [definition.Id, definition]))

function loader() {
  return vi.fn(async (id: string): Promise<PathDefinition | null> => {
    if (id === 'offline') throw new Error('Failed to fetch')
    return definitions.get(id) ?? null
  })
}

const start = { entityDefinitionId: 'contracts', fields: contracts.Tables[0]!.Fields }
const keys = (fields: readonly PathField[] | null) => fields?.map((item) => item.Key) ?? null

describe('resolvePathFields', () => {
  it('gives the own fields for an empty path, without loading anything', async () => {
    const load = loader()
    expect(keys(await resolvePathFields(start, [], load))).toEqual(['customer', 'lines', 'amount', 'gone'])
    expect(load).not.toHaveBeenCalled()
  })

  it('follows a reference to the active fields of the primary table of the definition it references', async () => {
    const load = loader()
    expect(keys(await resolvePathFields(start, ['customer'], load))).toEqual(['name', 'country', 'account', 'contacts', 'address'])
    expect(load).toHaveBeenCalledWith('customers')
  })

  it('follows a table field to its child table, in the definition that holds the field', async () => {
    const load = loader()
    expect(keys(await resolvePathFields(start, ['lines'], load))).toEqual(['qty', 'product'])
    expect(load).toHaveBeenCalledWith('contracts')
    // The customer's own child table is in the customer's definition.
    expect(keys(await resolvePathFields(start, ['customer', 'contacts'], load))).toEqual(['email'])
  })

  it('goes several steps deep, through references and tables', async () => {
    const load = loader()
    expect(keys(await resolvePathFields(start, ['customer', 'account'], load))).toEqual(['name', 'owner', 'next'])
    expect(keys(await resolvePathFields(start, ['lines', 'product'], load))).toEqual(['sku'])
    expect(keys(await resolvePathFields(start, ['customer', 'account', 'owner', 'account', 'owner'], load))).toContain('country')
  })

  it('leads nowhere from an unknown key, a plain field, an address or a deleted target', async () => {
    const load = loader()
    expect(await resolvePathFields(start, ['customr'], load)).toBeNull()
    expect(await resolvePathFields(start, ['amount'], load)).toBeNull()
    expect(await resolvePathFields(start, ['customer', 'address'], load)).toBeNull()
    expect(await resolvePathFields(start, ['customer', 'removed'], load)).toBeNull()
    expect(await resolvePathFields(start, ['gone'], load)).toBeNull()
    // Keys are matched exactly, as the server does.
    expect(await resolvePathFields(start, ['Customer'], load)).toBeNull()
  })

  it('leads nowhere when a definition cannot be loaded', async () => {
    const fields = [reference('remote', 'offline')]
    expect(await resolvePathFields({ entityDefinitionId: 'contracts', fields }, ['remote'], loader())).toBeNull()
  })

  it(`stops where the server's schema ends, ${maxReferenceDepth} reference steps away; a cycle back is no further`, async () => {
    const load = loader()
    // contracts → customers (1) → accounts (2) → chain-1 (3): still in the schema.
    expect(keys(await resolvePathFields(start, ['customer', 'account', 'next'], load))).toEqual(['level_1', 'next'])
    // → chain-2 (4): not loaded by the server.
    expect(await resolvePathFields(start, ['customer', 'account', 'next', 'next'], load)).toBeNull()
    expect(load).not.toHaveBeenCalledWith('chain-2')
    // Back to customers (1 step away), however long the path.
    expect(keys(await resolvePathFields(start, ['customer', 'account', 'owner', 'account', 'owner', 'account', 'next'], load))).toEqual([
      'level_1',
      'next',
    ])
  })
})
