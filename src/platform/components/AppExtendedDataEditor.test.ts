import { describe, expect, it } from 'vitest'
import { renderWithApp, flush } from '@/test/render'
import AppExtendedDataEditor from './AppExtendedDataEditor.vue'
import { checkExtendedData } from './AppExtendedDataEditor.rules'

type Wrapper = Awaited<ReturnType<typeof renderWithApp>>['wrapper']

/** The key and value inputs of row `index`. */
function rowInputs(wrapper: Wrapper, index: number) {
  const row = wrapper.findAll('[data-testid="extended-data-row"]')[index]
  if (!row) throw new Error(`no row ${index}`)
  const [key, value] = row.findAll('input')
  if (!key || !value) throw new Error('row without inputs')
  return { key, value }
}

describe('AppExtendedDataEditor', () => {
  it('shows the pairs and emits the object as the user edits', async () => {
    const { wrapper } = await renderWithApp(AppExtendedDataEditor, { props: { modelValue: { team: 'blue' } } })
    const { key, value } = rowInputs(wrapper, 0)
    expect(key.element.value).toBe('team')
    await value.setValue('green')
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([{ team: 'green' }])
  })

  it('explains a key that names a secret and reports the editor invalid', async () => {
    const { wrapper } = await renderWithApp(AppExtendedDataEditor, { props: { modelValue: {} } })
    await wrapper.get('button.v-btn--variant-tonal').trigger('click')
    await flush()
    await rowInputs(wrapper, 0).key.setValue('apiToken')
    await flush()
    expect(wrapper.text()).toContain('Keys that name a secret')
    expect(wrapper.emitted('update:valid')?.at(-1)).toEqual([false])
  })

  it('flags bad key characters, duplicates and long values', async () => {
    const { wrapper } = await renderWithApp(AppExtendedDataEditor, { props: { modelValue: { '1st': 'x' } } })
    await flush()
    expect(wrapper.text()).toContain('Start with a letter')
    expect(wrapper.emitted('update:valid')?.at(-1)).toEqual([false])
  })

  it('shows a server message for a member beside its row', async () => {
    const { wrapper } = await renderWithApp(AppExtendedDataEditor, {
      props: { modelValue: { team: 'blue' }, serverErrors: { 'ExtendedData.team': ['Refused by the server.'] } },
    })
    expect(wrapper.text()).toContain('Refused by the server.')
  })
})

describe('checkExtendedData', () => {
  it('accepts data within the bound', () => {
    expect(checkExtendedData([{ key: 'team', value: 'blue' }, { key: 'cost.center', value: '42' }]).valid).toBe(true)
  })

  it('refuses more than 32 keys', () => {
    const rows = Array.from({ length: 33 }, (_, i) => ({ key: `k${i}`, value: '' }))
    expect(checkExtendedData(rows).overall.map((p) => p.message)).toContain('tooManyKeys')
  })

  it('refuses values over 1024 characters and objects over 8 KiB', () => {
    const long = checkExtendedData([{ key: 'a', value: 'x'.repeat(1025) }])
    expect(long.valueProblems[0]?.message).toBe('valueTooLong')
    const rows = Array.from({ length: 9 }, (_, i) => ({ key: `k${i}`, value: 'ü'.repeat(500) }))
    expect(checkExtendedData(rows).overall.map((p) => p.message)).toContain('tooLarge')
  })

  it('refuses duplicate and secret keys case-insensitively', () => {
    const check = checkExtendedData([
      { key: 'team', value: '' },
      { key: 'team', value: '' },
      { key: 'DB_Password', value: '' },
      { key: 'privateKeyPem', value: '' },
    ])
    expect(check.keyProblems.map((p) => p?.message)).toEqual([undefined, 'keyDuplicate', 'keySecret', 'keySecret'])
  })
})
