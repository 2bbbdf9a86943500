import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import { ApiError } from '@/api'
import { renderWithApp } from '@/test/render'
import AppPage from './AppPage.vue'

const Empty = { render: () => null }
const routes = [
  { path: '/', component: Empty },
  { path: '/item', component: Empty },
]

function renderPage(error: unknown) {
  return renderWithApp(AppPage, {
    props: { title: 'User', error },
    slots: { actions: () => h('button', 'Save') },
    routes,
    initialPath: '/item',
  })
}

const notFound = new ApiError({
  kind: 'envelope',
  status: 404,
  issues: [{ Code: 'workspace.notFound', Message: 'User "nobody" does not exist.', Metadata: {} }],
})

describe('AppPage error states', () => {
  it('shows a missing item with a way home instead of Retry, and without the page actions', async () => {
    const { wrapper } = await renderPage(notFound)
    const state = wrapper.get('[data-testid="page-notFound"]')
    expect(state.get('h2').text()).toBe('Not found')
    expect(state.text()).toContain('User "nobody" does not exist.')
    expect(state.get('a[href="/"]').text()).toBe('Back to home')
    expect(wrapper.findAll('button').map((button) => button.text())).not.toContain('Retry')
    expect(wrapper.text()).not.toContain('Save')
    // Opened directly there is no page of the app to go back to (e2e/shell.spec.ts covers Go back).
    expect(wrapper.text()).not.toContain('Go back')
  })

  it('offers Retry for a failed load, in the same layout', async () => {
    const { wrapper } = await renderPage(new ApiError({ kind: 'network' }))
    const state = wrapper.get('[data-testid="page-error"]')
    expect(state.get('h2').text()).toBe('This page could not be loaded')
    const retry = state.findAll('button').find((button) => button.text() === 'Retry')
    await retry?.trigger('click')
    expect(wrapper.emitted('retry')).toHaveLength(1)
    expect(wrapper.text()).toContain('Save')
  })

  it('names the missing roles when the API refuses access, in the same layout', async () => {
    const forbidden = new ApiError({
      kind: 'problem',
      status: 403,
      problem: { requiredRoles: ['Admin'], requiredPermissions: [], raw: {} },
    })
    const { wrapper } = await renderPage(forbidden)
    const state = wrapper.get('[data-testid="page-forbidden"]')
    expect(state.get('h2').text()).toBe('Access denied')
    expect(state.text()).toContain('Admin')
    expect(state.get('a[href="/"]').text()).toBe('Back to home')
  })
})
