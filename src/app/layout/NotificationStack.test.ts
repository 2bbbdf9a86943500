import { afterEach, describe, expect, it } from 'vitest'
import { clearNotifications, notifications, notificationSafeWidth, pushNotification } from '@/platform/composables/notifications'
import { flush, renderWithApp } from '@/test/render'
import NotificationStack from './NotificationStack.vue'

afterEach(() => {
  clearNotifications()
  notificationSafeWidth.value = 0
})

describe('NotificationStack', () => {
  it('sits bottom left over the docked navigation drawer when the layout reports one', async () => {
    notificationSafeWidth.value = 256
    pushNotification('success', 'User nora saved.')
    const { wrapper } = await renderWithApp(NotificationStack)
    const stack = wrapper.get('[data-testid="notification-stack"]')
    expect(stack.text()).toContain('User nora saved.')
    expect(stack.attributes('style')).toContain('left: 8px')
    // happy-dom lays nothing out: with no height measured it keeps to the drawer (the e2e test measures the widening).
    expect(stack.attributes('style')).toContain('width: 240px')
    wrapper.unmount()
  })

  it('stays bottom centre without a drawer and closes by its dismiss button', async () => {
    pushNotification('error', 'Saving failed.')
    const { wrapper } = await renderWithApp(NotificationStack)
    const stack = wrapper.get('[data-testid="notification-stack"]')
    expect(stack.attributes('style') ?? '').not.toContain('left')
    await wrapper.get('button[aria-label="Dismiss"]').trigger('click')
    await flush()
    expect(notifications).toHaveLength(0)
    expect(wrapper.text()).not.toContain('Saving failed.')
    wrapper.unmount()
  })

  it('leads to a page by its link, closing itself when followed', async () => {
    pushNotification('success', 'Calculation of Total saved.', { text: 'Open the recalculation job', to: { name: 'job', params: { jobId: 'job-1' } } })
    expect(notifications[0]?.timeout).toBe(10_000)
    const { wrapper, router } = await renderWithApp(NotificationStack, {
      routes: [
        { path: '/', component: { render: () => null } },
        { path: '/function-operations/jobs/:jobId', name: 'job', component: { render: () => null } },
      ],
    })
    const link = wrapper.get('[data-testid="notification-stack"] a')
    expect(link.text()).toBe('Open the recalculation job')
    expect(link.attributes('href')).toBe('/function-operations/jobs/job-1')
    await link.trigger('click')
    await flush()
    expect(router?.currentRoute.value.fullPath).toBe('/function-operations/jobs/job-1')
    expect(notifications).toHaveLength(0)
    wrapper.unmount()
  })
})
