import { describe, expect, it } from 'vitest'
import { h, ref, type Component } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import { fieldListRouteKey, type FieldListRoute } from '../../fieldsPath'
import type { EntityDefinition } from '../../entities.types'
import type { SectionProps } from './sectionProps'
import TableSection from './TableSection.vue'

const definition = {
  Id: 'def-1',
  Tables: [
    { Id: 'tbl-main', OwnerFieldId: null, Fields: [] },
    { Id: 'tbl-lines', OwnerFieldId: 'fld-lines', Fields: [{ Id: 'f1', IsDeleted: false }, { Id: 'f2', IsDeleted: false }] },
  ],
} as unknown as EntityDefinition
const props = { form: { base: ref({ Id: 'fld-lines' }) }, errors: () => [], locked: false, isNew: false, definition } as unknown as SectionProps
const stub: Component = { render: () => h('div') }
const routes = [
  { path: '/entities/:entityId/fields/:fieldId?', name: 'entity-fields', component: stub },
  { path: '/boards/:boardId/design/:tab?/:fieldId?', name: 'board-designer', component: stub },
  { path: '/:any(.*)*', component: stub },
]

/** The section inside a field list that tells where it lives, as EntityFieldsTab does. */
function hostedAt(list: FieldListRoute | null): Component {
  return {
    provide: list === null ? {} : { [fieldListRouteKey as symbol]: ref(list) },
    render: () => h(TableSection, props),
  }
}

describe('TableSection', () => {
  it("links a Table field's rows to the field list it lives in: the entity designer's or a board's", async () => {
    const inEntities = await renderWithApp(hostedAt(null), { routes })
    await flush()
    expect(inEntities.wrapper.text()).toContain('2')
    expect(inEntities.wrapper.find('a').attributes('href')).toBe('/entities/def-1/fields?table=tbl-lines')

    const inBoard = await renderWithApp(hostedAt({ name: 'board-designer', params: { boardId: 'support', tab: 'data-model' } }), { routes })
    await flush()
    expect(inBoard.wrapper.find('a').attributes('href')).toBe('/boards/support/design/data-model?table=tbl-lines')
  })
})
