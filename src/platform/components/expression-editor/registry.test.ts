import { afterEach, describe, expect, it } from 'vitest'
import { baseKeywords } from './language'
import {
  deleteModelContext,
  getCatalogue,
  getModelContext,
  registeredModelCount,
  setCatalogue,
  setModelContext,
  updateModelContext,
  type ExpressionModelContext,
} from './registry'

const context = (purpose: number): ExpressionModelContext => ({
  fields: [],
  fieldsOf: () => Promise.resolve(null),
  purpose,
  markers: [],
  markersVersion: null,
  labels: { quickFix: (suggestion) => `Replace with ${suggestion}` },
})

describe('per-model registry', () => {
  afterEach(() => {
    deleteModelContext('a')
    deleteModelContext('b')
    setCatalogue({ functions: [], keywords: [] })
  })

  it('keeps each editor model its own context, by URI, until it is removed', () => {
    setModelContext('a', context(1))
    setModelContext('b', context(2))
    updateModelContext('a', { markersVersion: 7 })
    expect(getModelContext('a')).toMatchObject({ purpose: 1, markersVersion: 7 })
    expect(getModelContext('b')).toMatchObject({ purpose: 2, markersVersion: null })

    deleteModelContext('a')
    expect(getModelContext('a')).toBeUndefined()
    updateModelContext('a', { purpose: 3 })
    expect(getModelContext('a')).toBeUndefined()
    expect(registeredModelCount()).toBe(1)
  })

  it('takes the server catalogue, keeping the documented keywords when it names none', () => {
    expect(setCatalogue({ functions: [], keywords: [...baseKeywords] })).toBe(false)
    expect(setCatalogue({ functions: [], keywords: [...baseKeywords, 'XOR'] })).toBe(true)
    expect(getCatalogue().keywords).toContain('XOR')
    expect(setCatalogue({ functions: [], keywords: [] })).toBe(true)
    expect(getCatalogue().keywords).toEqual(baseKeywords)
    expect(setCatalogue({ functions: [], keywords: [] })).toBe(false)
  })
})
