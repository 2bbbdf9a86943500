import { describe, expect, it } from 'vitest'
import { useSessionStore } from '@/app/session'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { renderWithApp } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import HomeView from './HomeView.vue'

const Empty = { render: () => null }

describe('HomeView', () => {
  it('offers every built module the user may open as a link, and no "Coming later" section when nothing is planned', async () => {
    const session = useSessionStore()
    session.token = 'token'
    session.profile = makeProfile({ Permissions: ['entities.configure', 'boards.use', 'functions.operations.view', 'uiproject.view'] })
    const { wrapper } = await renderWithApp(HomeView, { routes: withAppRouteStubs([{ path: '/:path(.*)*', component: Empty }]) })

    const links = wrapper.findAll('a').map((link) => link.attributes('href'))
    expect(links).toEqual(expect.arrayContaining(['/entities', '/boards', '/function-operations', '/ui-project', '/principals/users', '/settings']))
    expect(wrapper.find('section[aria-labelledby="home-coming"]').exists()).toBe(false)
  })
})
