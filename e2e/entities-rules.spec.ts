import { describeViolations, expect, test } from './fixtures'
import type { ApiHelper } from './fixtures/api'
import { uniqueSuffix } from './fixtures/entities'
import { EntityRulesPage } from './pages/EntityRulesPage'

interface RuleDto {
  Id: string
  Name: string
  Enabled: boolean
  RowVersion: string
  MessageTranslations: Record<string, string>
}

/** The seeded Products definition: SKU (text, at most 20) and Name (at most 120) among its fields. */
async function demoProducts(api: ApiHelper): Promise<string> {
  const page = await api.data<{ Items: { Id: string; Name: string }[] }>('GET', '/api/workspace/admin/entity-definitions?Search=products&PageSize=50')
  const products = page.Items.find((item) => item.Name === 'products')
  if (!products) throw new Error('The demo seed has no products definition.')
  return products.Id
}

const rulesPath = (definitionId: string) => `/api/workspace/admin/entity-definitions/${definitionId}/validation-rules`
const listRules = (api: ApiHelper, definitionId: string) => api.data<RuleDto[]>('GET', rulesPath(definitionId))

// The rules hold for every demo product (SKU and Name have these lengths at most), so the other specs' records still save.
test.describe('entity designer: validation rules', () => {
  test('creates a rule on a demo entity, lists it, disables it and reorders the rules', async ({ page, signInAs, api, axe }) => {
    const id = uniqueSuffix()
    const definitionId = await demoProducts(api)
    const other = await api.data<RuleDto>('POST', rulesPath(definitionId), {
      Name: `NameFits_${id}`,
      DisplayName: `Name fits ${id}`,
      Expression: 'name IS NULL OR LENGTH(name) <= 120',
      Message: 'The name is too long.',
    })
    const rules = new EntityRulesPage(page)
    try {
      // The tab is one of the designer's, with its own address.
      await signInAs(page, 'configurator', `/entities/${definitionId}/fields`)
      await page.getByRole('tab', { name: 'Validation rules' }).click()
      await expect(page).toHaveURL(new RegExp(`/entities/${definitionId}/validation-rules$`))
      await expect(rules.ruleRow(other.Name)).toBeVisible()
      const violations = await axe(page)
      expect(violations, describeViolations(violations)).toEqual([])

      await page.getByRole('button', { name: 'Add rule' }).click()
      const dialog = rules.dialog('New validation rule')
      await expect(dialog).toBeVisible()
      await expect(rules.input(dialog, 'Display name')).toBeFocused()
      await rules.input(dialog, 'Display name').fill(`SKU fits ${id}`)
      await rules.input(dialog, 'Name').fill(`SkuFits_${id}`)
      await rules.typeExpression(rules.expression(dialog, 'rule-expression'), 'LENGTH(sku) <= 20')
      await rules.input(dialog, 'Message').fill('The SKU is at most 20 characters.')
      await rules.input(dialog, 'Message (de)').fill('Die SKU hat höchstens 20 Zeichen.')
      const [created] = await Promise.all([rules.waitForRuleCreate(), dialog.getByRole('button', { name: 'Create' }).click()])
      expect(created.status(), await created.text()).toBe(200)
      await expect(dialog).toBeHidden()
      await rules.dismissNotice(`Validation rule SKU fits ${id} created.`)

      const row = rules.ruleRow(`SkuFits_${id}`)
      await expect(row).toContainText('LENGTH(sku) <= 20')
      await expect(row).toContainText('The SKU is at most 20 characters.')
      const saved = (await listRules(api, definitionId)).find((rule) => rule.Name === `SkuFits_${id}`)!
      expect(saved.MessageTranslations).toEqual({ de: 'Die SKU hat höchstens 20 Zeichen.' })

      // Disable it from the list.
      const enabled = row.getByRole('checkbox', { name: `SKU fits ${id} enabled` })
      await expect(enabled).toBeChecked()
      const [toggled] = await Promise.all([rules.waitForRuleUpdate(), enabled.click()])
      expect(toggled.status()).toBe(200)
      await expect(enabled).not.toBeChecked()
      await rules.dismissNotice(`Validation rule SKU fits ${id} disabled.`)
      expect((await listRules(api, definitionId)).find((rule) => rule.Name === `SkuFits_${id}`)?.Enabled).toBe(false)

      // Move it above the other rule with its button, then back down with Alt+ArrowDown.
      const mine = (names: string[]) => names.filter((name) => name.endsWith(`_${id}`))
      expect(mine(await rules.ruleNames())).toEqual([`NameFits_${id}`, `SkuFits_${id}`])
      const [movedUp] = await Promise.all([rules.waitForRuleOrder(), row.getByRole('button', { name: `Move SKU fits ${id} up` }).click()])
      expect(movedUp.status()).toBe(200)
      await expect.poll(async () => mine(await rules.ruleNames())).toEqual([`SkuFits_${id}`, `NameFits_${id}`])
      // At the top its up button is off: the focus stays in the row, on the down button.
      await expect(row.getByRole('button', { name: `Move SKU fits ${id} down` })).toBeFocused()
      const [movedDown] = await Promise.all([rules.waitForRuleOrder(), page.keyboard.press('Alt+ArrowDown')])
      expect(movedDown.status()).toBe(200)
      await expect.poll(async () => mine(await rules.ruleNames())).toEqual([`NameFits_${id}`, `SkuFits_${id}`])
      await page.reload()
      await expect.poll(async () => mine(await rules.ruleNames())).toEqual([`NameFits_${id}`, `SkuFits_${id}`])

      // Delete it behind the confirmation.
      await row.getByRole('button', { name: `Delete SKU fits ${id}` }).click()
      const confirm = page.getByRole('dialog', { name: 'Delete validation rule?' })
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(row).toHaveCount(0)
    } finally {
      for (const rule of await listRules(api, definitionId)) {
        if (rule.Name.endsWith(`_${id}`)) await api.request('DELETE', `/api/workspace/admin/entity-validation-rules/${rule.Id}`)
      }
    }
  })

  test('a mistake in the condition shows at the expression and keeps Create off until it is fixed, keeping what was typed', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const definitionId = await demoProducts(api)
    const rules = new EntityRulesPage(page)
    await signInAs(page, 'admin', `/entities/${definitionId}/validation-rules/new`)
    const dialog = rules.dialog('New validation rule')
    await expect(dialog).toBeVisible()
    await rules.input(dialog, 'Display name').fill(`Price set ${id}`)
    const expression = rules.expression(dialog, 'rule-expression')
    await rules.typeExpression(expression, 'prise > 0')
    await rules.input(dialog, 'Message').fill('Set a price.')

    await expect(expression.root).toContainText('There is no field with the key “prise”')
    await expect(expression.markers.first()).toBeVisible()
    const create = dialog.getByRole('button', { name: 'Create' })
    await expect(create).toBeDisabled()
    // The Message is written in the app's language (English): a row for German, none repeating it.
    await expect(rules.input(dialog, 'Message (de)')).toBeVisible()
    await expect(rules.input(dialog, 'Message (en)')).toHaveCount(0)

    await rules.typeExpression(expression, 'sku IS NOT NULL')
    await expect(create).toBeEnabled()
    await expect(rules.input(dialog, 'Display name')).toHaveValue(`Price set ${id}`)
    await expect(rules.input(dialog, 'Message')).toHaveValue('Set a price.')

    // Leaving with the unsaved rule asks first.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
    await leave.getByRole('button', { name: 'Discard and leave' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/entities/${definitionId}/validation-rules$`))
    expect((await listRules(api, definitionId)).some((rule) => rule.Name.endsWith(id))).toBe(false)
  })
})
