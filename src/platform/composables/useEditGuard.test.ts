/* eslint-disable vue/one-component-per-file -- small route components stand in for real pages */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, ref } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import LeaveConfirmation from '@/app/layout/LeaveConfirmation.vue'
import { useEditGuard } from './useEditGuard'

const hasEdits = ref(false)
const Editor = defineComponent({
  setup() {
    useEditGuard(hasEdits)
    return {}
  },
  template: '<p>editor</p>',
})
const secondHasEdits = ref(false)
const TwoEditors = defineComponent({
  components: { Editor },
  setup() {
    useEditGuard(secondHasEdits)
    return {}
  },
  template: '<div><Editor /><p>second editor</p></div>',
})
const Other = defineComponent({ template: '<p>other</p>' })
const Host = defineComponent({
  components: { LeaveConfirmation },
  template: '<div><router-view /><LeaveConfirmation /></div>',
})
const routes = [
  { path: '/edit', component: Editor },
  { path: '/design/:tab', component: Editor },
  { path: '/both', component: TwoEditors },
  { path: '/other', component: Other },
]

function dialogButton(label: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')].find(
    (button) => button.textContent?.trim() === label,
  )
}

afterEach(() => {
  hasEdits.value = false
  secondHasEdits.value = false
})

describe('useEditGuard', () => {
  it('leaves without asking when nothing is edited', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/edit' })
    await router?.push('/other')
    expect(router?.currentRoute.value.path).toBe('/other')
  })

  it('asks before leaving with edits and stays when the user cancels', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/edit' })
    hasEdits.value = true
    const navigation = router?.push('/other')
    await flush()
    expect(document.body.textContent).toContain('Discard unsaved changes?')
    dialogButton('Cancel')?.click()
    await navigation
    expect(router?.currentRoute.value.path).toBe('/edit')
  })

  it('leaves when the user discards the edits', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/edit' })
    hasEdits.value = true
    const navigation = router?.push('/other')
    await flush()
    dialogButton('Discard and leave')?.click()
    await navigation
    expect(router?.currentRoute.value.path).toBe('/other')
  })

  it('asks when another tab of the same page opens (a path parameter), and stays on Cancel', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/design/settings' })
    hasEdits.value = true
    const navigation = router?.push('/design/workflow')
    await flush()
    expect(document.body.textContent).toContain('Discard unsaved changes?')
    dialogButton('Cancel')?.click()
    await navigation
    expect(router?.currentRoute.value.path).toBe('/design/settings')
  })

  it('does not ask when only the query changes (a filter or an open dialog)', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/design/settings' })
    hasEdits.value = true
    await router?.push('/design/settings?dialog=open')
    expect(router?.currentRoute.value.fullPath).toBe('/design/settings?dialog=open')
    expect(document.body.textContent).not.toContain('Discard unsaved changes?')
  })

  it('asks once however many editors on the page hold edits: one answer lets the navigation go', async () => {
    const { router } = await renderWithApp(Host, { routes, initialPath: '/both' })
    hasEdits.value = true
    secondHasEdits.value = true
    const navigation = router?.push('/other')
    await flush()
    dialogButton('Discard and leave')?.click()
    await navigation
    expect(router?.currentRoute.value.path).toBe('/other')
  })

  it('asks the browser before unloading while there are edits', async () => {
    await renderWithApp(Host, { routes, initialPath: '/edit' })
    const clean = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(clean)
    expect(clean.defaultPrevented).toBe(false)

    hasEdits.value = true
    const dirty = new Event('beforeunload', { cancelable: true })
    const preventDefault = vi.spyOn(dirty, 'preventDefault')
    window.dispatchEvent(dirty)
    expect(preventDefault).toHaveBeenCalled()
  })
})
