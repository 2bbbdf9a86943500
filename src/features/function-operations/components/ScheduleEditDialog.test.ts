import { describe, expect, it } from 'vitest'
import { ensureLanguage, i18n } from '@/app/plugins/i18n'
import { makeSchedule } from '@/test/function-operations/schedules'
import { flush, renderWithApp } from '@/test/render'
import ScheduleEditDialog from './ScheduleEditDialog.vue'

const schedule = makeSchedule()

async function typeCron(expression: string) {
  await renderWithApp(ScheduleEditDialog, { props: { schedule, workspaceZone: 'Europe/Berlin', saving: false, serverErrors: {} } })
  await flush()
  const input = document.querySelector<HTMLInputElement>('.v-overlay input[type="text"]')!
  input.value = expression
  input.dispatchEvent(new Event('input'))
  await flush()
  const save = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')].find((button) => button.textContent?.trim() === (i18n.global.locale.value === 'de' ? 'Speichern' : 'Save'))
  return { text: document.querySelector('.v-overlay')?.textContent ?? '', saveDisabled: save?.disabled }
}

describe('ScheduleEditDialog: a CRON expression that cannot run', () => {
  it('names the part and its range instead of the parser\'s text, and cannot be saved', async () => {
    const { text, saveDisabled } = await typeCron('0 25 * * *')
    expect(text).toContain('The hour part allows 0 to 23; 25 is outside.')
    expect(text).not.toMatch(/must be >=|Error:/)
    expect(text).not.toContain('No further firings')
    expect(saveDisabled).toBe(true)
  })

  it('counts the parts when some are missing', async () => {
    const { text } = await typeCron('0 2')
    expect(text).toContain('this one has 2')
  })

  it('says it in German when the app speaks German', async () => {
    await ensureLanguage('de')
    i18n.global.locale.value = 'de'
    const { text } = await typeCron('0 2 * 13 *')
    expect(text).toContain('Der Teil „Monat“ erlaubt 1 bis 12; 13 liegt außerhalb.')
  })
})
