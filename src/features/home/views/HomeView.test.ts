import { describe, expect, it } from 'vitest'
import { useSessionStore } from '@/app/session'
import { renderWithApp } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import HomeView from './HomeView.vue'

const Empty = { render: () => null }

describe('HomeView', () => {
  it('offers the built modules as links and shows the planned ones as coming, without links', async () => {
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile({ Permissions: ['entities.configure', 'boards.use', 'functions.operations.view', 'uiproject.view'] })
    const { wrapper } = await renderWithApp(HomeView, { routes: [{ path: '/:path(.*)*', component: Empty }] })

    const links = wrapper.findAll('a').map((link) => link.attributes('href'))
    expect(links).toEqual(expect.arrayContaining(['/entities', '/boards', '/function-operations', '/principals/users', '/settings']))
    expect(links).not.toContain('/ui-project')

    const coming = wrapper.get('section[aria-labelledby="home-coming"]')
    expect(coming.get('h2').text()).toBe('Coming later')
    expect(coming.findAll('h3').map((heading) => heading.text())).toEqual(['UI project'])
    expect(coming.findAll('a')).toHaveLength(0)
  })
})
