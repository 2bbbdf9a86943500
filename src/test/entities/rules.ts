// Shared arrangements of the rule and statement tab tests (not part of the app).
import { defineComponent, h, type PropType } from 'vue'
import { RouterView, type RouteRecordRaw } from 'vue-router'
import { vi } from 'vitest'
import { configureApi, FieldType } from '@/api/index'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, ok, stubFetch } from '@/test/profiles'

export const ENTITY = 'ent-products'
export { ok }
export const fail = (status: number, issues: { Code: string; Message: string; Field?: string }[], data: unknown = null) => ({
  status,
  body: { Success: false, Data: data, Errors: issues.map((issue) => ({ Metadata: {}, ...issue })), Warnings: null },
})
export const DEFINITION = `GET /api/workspace/admin/entity-definitions/${ENTITY}`

export function definition(members: Record<string, unknown> = {}) {
  return {
    Id: ENTITY,
    Name: 'products',
    DisplayNameSingular: 'Product',
    DisplayNamePlural: 'Products',
    IsReadOnly: false,
    IsPendingDeletion: false,
    DisabledOperations: 0,
    RowVersion: 'def-rv',
    RecordCount: 3,
    Tables: [
      {
        Id: 'tbl-main',
        IsPrimary: true,
        IsDeleted: false,
        Fields: [{ Id: 'f-price', Key: 'price', DisplayName: 'Price', FieldType: FieldType.Decimal, SortOrder: 0, IsDeleted: false }],
      },
    ],
    ...members,
  }
}

/**
 * Monaco does not run in happy-dom: the expression editor is a textarea with the same props, and
 * the messages it is given under it.
 */
export const ExpressionEditorStub = defineComponent({
  props: {
    modelValue: { type: String, required: true },
    label: { type: String, required: true },
    purpose: { type: Number, required: true },
    readonly: Boolean,
    errorMessages: { type: Array as PropType<readonly string[]>, default: () => [] },
  },
  emits: ['update:modelValue'],
  setup(props, { emit }) {
    return () =>
      h('div', { class: 'expression-stub', 'data-purpose': String(props.purpose) }, [
        h('textarea', {
          'aria-label': props.label,
          value: props.modelValue,
          readOnly: props.readonly,
          onInput: (event: Event) => emit('update:modelValue', (event.target as HTMLTextAreaElement).value),
        }),
        ...props.errorMessages.map((message) => h('p', { class: 'expression-stub__error' }, message)),
      ])
  },
})

export function signIn(roles: string[] = ['Configurator'], permissions: string[] = ['entities.configure']): void {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: roles, Permissions: permissions })
}

/** Mounts a tab under its route (so the route parameter opens its editor) with the API answering `answers`. */
export async function renderTab(route: RouteRecordRaw, path: string, answers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(RouterView, { routes: [route], initialPath: path })
  await flush()
  await flush()
  return { wrapper, router: router!, calls: stub.calls }
}

export const dialog = (): HTMLElement => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1)
  if (!found) throw new Error('no dialog is open')
  return found
}

export function buttonIn(root: ParentNode, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === text || button.getAttribute('aria-label') === text)
  if (!found) throw new Error(`no button ${text}`)
  return found
}

export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  input.value = value
  input.dispatchEvent(new Event('input'))
  await flush()
}

/** The text box of a labelled Vuetify field in `root`. */
export function field(root: ParentNode, label: string): HTMLInputElement {
  const labelled = root.querySelector<HTMLInputElement>(`input[aria-label="${label}"], textarea[aria-label="${label}"]`)
  if (labelled) return labelled
  // Vuetify renders a field's label twice (resting and floating); one of them names the input.
  const labelElement = [...root.querySelectorAll('label[for]')].find((element) => element.textContent?.trim() === label)
  const id = labelElement?.getAttribute('for')
  const input = id ? root.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`) : null
  if (!input) throw new Error(`no field ${label}`)
  return input
}
