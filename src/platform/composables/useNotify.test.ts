import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { notifications } from './notifications'
import { useNotify } from './useNotify'

const texts = () => notifications.map((item) => item.text)

describe('useNotify', () => {
  it('says a network failure plainly', () => {
    useNotify().error(new ApiError({ kind: 'network' }))
    expect(texts()[0]).toMatch(/cannot be reached/)
  })

  it('names the roles a 403 needs', () => {
    const error = new ApiError({
      kind: 'problem',
      status: 403,
      problem: { title: 'Forbidden', requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [], raw: {} },
    })
    useNotify().error(error)
    expect(texts()[0]).toBe('You are not allowed to do this. It needs one of these roles: Admin, Configurator.')
  })

  it("shows the issues' messages, with what failed in front", () => {
    const error = new ApiError({
      kind: 'envelope',
      status: 409,
      issues: [
        { Code: 'workspace.principals.duplicateName', Message: 'The user name admin is taken.', Metadata: {} },
        { Code: 'workspace.principals.duplicateName', Message: 'The email is taken.', Metadata: {} },
      ],
    })
    useNotify().error(error, 'common.actions.save')
    expect(texts()[0]).toBe('Save: The user name admin is taken., The email is taken.')
  })

  it('keeps errors until dismissed and lets successes close themselves', () => {
    const notify = useNotify()
    notify.error(new Error('Boom'))
    notify.success('Saved')
    expect(notifications.map((item) => [item.kind, item.text, item.timeout === null])).toEqual([
      ['error', 'Boom', true],
      ['success', 'Saved', false],
    ])
  })
})
