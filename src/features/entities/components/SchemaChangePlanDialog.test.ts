import { describe, expect, it } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import type { SchemaChangePlan } from '../api/entities.types'
import SchemaChangePlanDialog from './SchemaChangePlanDialog.vue'

const plan = (affected: number): SchemaChangePlan => ({
  IsDestructive: true,
  Token: 'token-1',
  ExpiresAt: null,
  RowVersion: '6f1c9a52-1d3e-4c1b-9a55-1f2e3d4c5b6a',
  AffectedRecordCount: affected,
  Changes: [
    {
      Kind: 0,
      Description: 'The field Status is removed with its values.',
      FieldId: 'fld-1',
      FieldKey: 'Status',
      AffectedRecordCount: affected,
      SampleValues: affected > 0 ? ['open', 'done'] : [],
    },
  ],
  Dependents: [{ Kind: 0, Id: 'uc-1', DisplayName: 'Unique (Status)', Description: 'Removed with the field.' }],
  IsBlocked: false,
  BlockedReason: null,
})

async function render(props: { plan: SchemaChangePlan; stale?: boolean }) {
  const { wrapper } = await renderWithApp(SchemaChangePlanDialog, {
    props: { ...props, confirmName: 'sales_order', modelValue: true },
  })
  await flush()
  return wrapper
}

const overlay = () => document.querySelector('[data-testid="schema-change-plan"]') as HTMLElement
const applyButton = () => overlay().querySelector<HTMLButtonElement>('[data-testid="plan-apply"]') as HTMLButtonElement

async function type(text: string): Promise<void> {
  const input = overlay().querySelector<HTMLInputElement>('[data-testid="plan-typed-confirmation"] input') as HTMLInputElement
  input.value = text
  input.dispatchEvent(new Event('input'))
  await flush()
}

describe('SchemaChangePlanDialog', () => {
  it('shows what is lost: counts, sample values and dependents', async () => {
    await render({ plan: plan(37) })
    const text = overlay().textContent ?? ''
    expect(text).toContain('37 records lose data.')
    expect(text).toContain('Field removed')
    expect(text).toContain('The field Status is removed with its values.')
    expect(text).toContain('open')
    expect(text).toContain('Unique constraint: Unique (Status)')
  })

  it('applies only after the entity Name is typed when records lose data', async () => {
    const wrapper = await render({ plan: plan(3) })
    expect(applyButton().disabled).toBe(true)
    await type('sales')
    expect(applyButton().disabled).toBe(true)
    await type('sales_order')
    expect(applyButton().disabled).toBe(false)
    applyButton().click()
    await flush()
    expect(wrapper.emitted('confirm')).toHaveLength(1)
  })

  it('asks for no typing when no record loses data', async () => {
    await render({ plan: plan(0) })
    expect(overlay().querySelector('[data-testid="plan-typed-confirmation"]')).toBeNull()
    expect(overlay().textContent).toContain('No stored value is lost.')
    expect(applyButton().disabled).toBe(false)
  })

  it('explains a stale plan, refuses to apply it and offers to plan again', async () => {
    const wrapper = await render({ plan: plan(3), stale: true })
    expect(overlay().querySelector('[data-testid="plan-stale"]')?.textContent).toContain('can no longer be applied')
    await type('sales_order')
    expect(applyButton().disabled).toBe(true)
    const replan = [...overlay().querySelectorAll('button')].find((button) => button.textContent?.includes('Plan again'))
    replan?.click()
    await flush()
    expect(wrapper.emitted('replan')).toHaveLength(1)
  })

  it('says why a blocked change cannot be made and offers no way to apply it', async () => {
    const blocked: SchemaChangePlan = {
      ...plan(0),
      Token: null,
      IsBlocked: true,
      BlockedReason: '2 expressions read this field: change or remove them first.',
      Dependents: [{ Kind: 4, Id: 'st-1', DisplayName: 'Has status', Description: 'The statement "hasStatus" reads "Status".' }],
    }
    await render({ plan: blocked })
    expect(overlay().querySelector('[data-testid="plan-blocked"]')?.textContent).toContain('2 expressions read this field')
    expect(overlay().textContent).toContain('The statement "hasStatus" reads "Status".')
    expect(applyButton().disabled).toBe(true)
  })
})
