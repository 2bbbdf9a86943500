import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { compileMessage } from './messageCompiler'

const i18n = createI18n({
  legacy: false,
  locale: 'en',
  messageCompiler: compileMessage,
  messages: {
    en: {
      greeting: 'Welcome, {name}',
      page: '{0}-{1} of {2}',
      literal: "Mail {'{'}at{'}'} us",
      members: 'no members | one member | {count} members',
      plain: 'Just text',
    },
  },
})
const { t } = i18n.global

describe('compileMessage', () => {
  it('fills named and list placeholders and copies literals', () => {
    expect(t('greeting', { name: 'Ada' })).toBe('Welcome, Ada')
    expect(t('page', [1, 25, 80])).toBe('1-25 of 80')
    expect(t('literal')).toBe('Mail {at} us')
    expect(t('plain')).toBe('Just text')
  })

  it('chooses the plural case', () => {
    expect(t('members', 0)).toBe('no members')
    expect(t('members', 1)).toBe('one member')
    expect(t('members', 5)).toBe('5 members')
  })
})
