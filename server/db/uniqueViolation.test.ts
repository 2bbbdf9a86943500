import { describe, expect, it } from 'vitest'
import { uniqueViolation } from './uniqueViolation'

describe('uniqueViolation', () => {
  it('names the constraint from the error, or else from its message', () => {
    expect(uniqueViolation({ code: '23505', constraint: 'users_user_name_key' })).toEqual({ constraint: 'users_user_name_key' })
    expect(uniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint "roles_name_key"' })).toEqual({ constraint: 'roles_name_key' })
    expect(uniqueViolation({ code: '23505', message: 'duplicate key' })).toEqual({ constraint: '' })
  })

  it('is null for every other error', () => {
    expect(uniqueViolation({ code: '23503', constraint: 'x' })).toBeNull()
    expect(uniqueViolation(new Error('23505'))).toBeNull()
    expect(uniqueViolation(null)).toBeNull()
    expect(uniqueViolation('23505')).toBeNull()
  })
})
