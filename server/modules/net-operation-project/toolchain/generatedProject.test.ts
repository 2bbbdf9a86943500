import { describe, expect, it } from 'vitest'
import { generateProject, schemaContractHash } from './generatedProject'
import { csharpString, docText, pascalIdentifier } from './naming'
import { FieldType, type SchemaDefinition, type SchemaField } from './types'

const field = (key: string, type: number, extra: Partial<SchemaField> = {}): SchemaField => ({
  key,
  label: key,
  type,
  required: false,
  multiple: false,
  referencedDefinitionName: null,
  tableKey: null,
  ...extra,
})

const customers: SchemaDefinition = {
  name: 'customers',
  singular: 'Customer',
  plural: 'Customers',
  fields: [
    field('name', FieldType.Text, { required: true, label: 'Name' }),
    field('age', FieldType.Integer),
    field('balance', FieldType.Money),
    field('vip', FieldType.Boolean),
    field('born', FieldType.Date),
    field('account', FieldType.Reference, { referencedDefinitionName: 'accounts' }),
    field('tags', FieldType.Select, { multiple: true }),
    field('contacts', FieldType.Table, { tableKey: 'contacts' }),
  ],
  tables: [{ key: 'contacts', fields: [field('phone', FieldType.Phone)] }],
}
const accounts: SchemaDefinition = { name: 'accounts', singular: 'Account', plural: 'Accounts', fields: [field('title', FieldType.Text)], tables: [] }

describe('generateProject', () => {
  it('writes the host contract and one class per entity under Generated/', () => {
    const { files } = generateProject([customers, accounts])
    expect([...files.keys()].filter((path) => path.startsWith('Generated/Entities/'))).toEqual([
      'Generated/Entities/Account.cs',
      'Generated/Entities/Customer.cs',
    ])
    expect([...files.keys()]).toContain('Generated/Host/FunctionResult.cs')
    expect([...files.keys()].every((path) => path.startsWith('Generated/'))).toBe(true)
  })

  it('maps field types to C# properties', () => {
    const source = generateProject([customers, accounts]).files.get('Generated/Entities/Customer.cs') ?? ''
    expect(source).toContain('public const string EntityName = "customers";')
    expect(source).toContain('public string Name { get; set; }')
    expect(source).toContain('/// <summary>Name (required).</summary>')
    expect(source).toContain('public long? Age { get; set; }')
    expect(source).toContain('public decimal? Balance { get; set; }')
    expect(source).toContain('public bool? Vip { get; set; }')
    expect(source).toContain('born: a date as ISO 8601 text')
    expect(source).toContain('the id of the referenced "accounts" record (<see cref="T:Workspace.Entities.Account"/>)')
    expect(source).toContain('public global::System.Collections.Generic.List<string> Tags { get; set; }')
    expect(source).toContain('public global::System.Collections.Generic.List<ContactsRow> Contacts { get; set; }')
    expect(source).toContain('public sealed partial class ContactsRow')
    expect(source).toContain('public static Customer FromFields(string id, global::Workspace.Host.JsonObject fields)')
    expect(source).toContain('public global::Workspace.Host.RecordChange ChangesSince(Customer original)')
  })

  it('is deterministic whatever the order of definitions and fields', () => {
    const first = generateProject([customers, accounts])
    const reordered = generateProject([accounts, { ...customers, fields: [...customers.fields].reverse() }])
    expect(reordered.checksum).toBe(first.checksum)
    expect(reordered.schemaContractHash).toBe(first.schemaContractHash)
    expect(first.checksum).toMatch(/^[0-9a-f]{64}$/)
    expect(first.schemaContractHash).not.toBe(first.checksum)
  })

  it('changes both hashes when the schema changes', () => {
    const first = generateProject([customers])
    const changed = generateProject([{ ...customers, fields: [...customers.fields, field('email', FieldType.Email)] }])
    expect(changed.checksum).not.toBe(first.checksum)
    expect(changed.schemaContractHash).not.toBe(first.schemaContractHash)
    expect(schemaContractHash([customers])).toBe(first.schemaContractHash)
  })

  it('makes safe, distinct names of keywords, digits and collisions', () => {
    const odd: SchemaDefinition = {
      name: 'class',
      singular: '',
      plural: '',
      fields: [field('1st', FieldType.Text), field('Name', FieldType.Text), field('name', FieldType.Text), field('id', FieldType.Text), field('to_string', FieldType.Text)],
      tables: [],
    }
    const { files } = generateProject([odd, { ...accounts, name: 'json', singular: 'JsonObject' }])
    const source = files.get('Generated/Entities/Class.cs') ?? ''
    expect(source).toContain('public string _1st { get; set; }')
    expect(source).toContain('public string Name { get; set; }')
    expect(source).toContain('public string Name2 { get; set; }')
    expect(source).toContain('public string Id2 { get; set; }')
    expect(source).toContain('public string ToString2 { get; set; }')
    expect(source).toContain('case "Name2": return "name";')
    // An entity named like a host type would make that name ambiguous for user code.
    expect(files.has('Generated/Entities/JsonObject2.cs')).toBe(true)
  })
})

describe('C# text helpers', () => {
  it('builds identifiers', () => {
    expect(pascalIdentifier('first_name', 'X')).toBe('FirstName')
    expect(pascalIdentifier('sales order', 'X')).toBe('SalesOrder')
    expect(pascalIdentifier('Café', 'X')).toBe('Cafe')
    expect(pascalIdentifier('2fa', 'X')).toBe('_2fa')
    expect(pascalIdentifier('---', 'Fallback')).toBe('Fallback')
  })

  it('escapes string literals and doc text so nothing ends them early', () => {
    expect(csharpString('a"b\\c\n\u2028é')).toBe('"a\\"b\\\\c\\u000a\\u2028\\u00e9"')
    expect(docText('x\u2028public class Evil {} <b>&')).toBe('x public class Evil {} &lt;b&gt;&amp;')
  })
})
