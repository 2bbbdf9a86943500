import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { renderWithApp } from '@/test/render'
import { isEmail, useFormRules } from './formRules'

async function rules() {
  let found: ReturnType<typeof useFormRules> | undefined
  const Probe = defineComponent({
    setup() {
      found = useFormRules()
      return () => h('div')
    },
  })
  const { wrapper } = await renderWithApp(Probe)
  wrapper.unmount()
  return found!
}

describe('useFormRules', () => {
  it('says what is wrong in the same words everywhere', async () => {
    const rule = await rules()
    expect(rule.required('  ')).toBe('Required.')
    expect(rule.required('ada')).toBe(true)
    expect(rule.maxLength(3)('abcd')).toBe('At most 3 characters.')
    expect(rule.maxLength(3)('abc')).toBe(true)
    expect(rule.minLength(8)('short')).toBe('At least 8 characters.')
    expect(rule.minLength(8)('')).toBe(true)
    expect(rule.email('ada@')).toBe('Enter an e-mail address like name@example.com.')
    expect(rule.email('')).toBe(true)
    expect(rule.email('ada@example.com')).toBe(true)
  })

  it('recognises e-mail addresses as the server does', () => {
    expect(isEmail('a@b.ch')).toBe(true)
    expect(isEmail('a b@c.ch')).toBe(false)
  })
})
