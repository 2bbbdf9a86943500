import { describe, expect, it } from 'vitest'
import { enums } from '../../../../openapi/src/enums'
import { FieldType } from '../types'

// The server names field types for its own code; the contract's enumeration is what callers see.
describe('FieldType', () => {
  it('has the names and numbers of the contract enumeration FieldType', () => {
    const contract = Object.fromEntries(enums.FieldType.names.map((name, index) => [name, Number(enums.FieldType.values[index])]))
    expect(FieldType).toEqual(contract)
  })
})
