import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { makeSchedule } from '@/test/function-operations/schedules'
import { flush, renderWithApp } from '@/test/render'
import { notifications } from '@/platform/composables/notifications'
import { makeProfile } from '@/test/profiles'
import type { FunctionSchedule, FunctionScheduleUpdate } from '../api/functionOperations.types'
import SchedulesView from './SchedulesView.vue'

const mine = makeSchedule()
// Someone else moved the schedule to 03:00 meanwhile.
const theirs: FunctionSchedule = { ...mine, CronExpression: '0 3 * * *', RowVersion: 'v2' }

const updateSchedule = vi.fn<(id: string, body: FunctionScheduleUpdate) => Promise<FunctionSchedule>>()
vi.mock('../api/catalog', () => ({
  listSchedules: async () => [mine],
  listFunctions: async () => [],
  listTriggerBindings: async () => [],
  listFailureClusters: async () => [],
  updateSchedule: (id: string, body: FunctionScheduleUpdate) => updateSchedule(id, body),
}))

describe('SchedulesView: a change that meets a newer version', () => {
  it('saves "Keep my changes" over the newer version, with its RowVersion', async () => {
    updateSchedule
      .mockRejectedValueOnce(new ApiError({ kind: 'envelope', status: 409, data: theirs }))
      .mockImplementationOnce(async (_id, body) => ({ ...theirs, IsEnabled: body.IsEnabled, RowVersion: 'v3' }))
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile({ Roles: ['Configurator'], Permissions: [] })
    const routes = withAppRouteStubs([{ path: '/:pathMatch(.*)*', component: SchedulesView }])
    const { wrapper } = await renderWithApp({ template: '<router-view />' }, { routes, initialPath: '/operations/schedules' })
    await flush()

    await wrapper.find('input[aria-label="Enable schedule Nightly export"]').setValue(false)
    await flush()
    expect(document.body.textContent).toContain('Keep my changes')
    const keep = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')].find((button) => button.textContent?.trim() === 'Keep my changes')
    keep?.click()
    await flush()

    expect(updateSchedule).toHaveBeenCalledTimes(2)
    expect(updateSchedule).toHaveBeenLastCalledWith('sch-1', { IsEnabled: false, CronExpression: '0 2 * * *', TimeZone: null, RowVersion: 'v2' })
    expect(notifications.map((notification) => notification.text)).toContain('Schedule “Nightly export” disabled.')
  })
})
