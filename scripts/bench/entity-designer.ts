// The entity designer on a large definition: 300 fields over 5 tables (the primary table and four
// child tables owned by Table fields), every field type in a realistic mix. Two timings in Chromium:
// - load: from the moment the definition's detail response has fully arrived (Resource Timing
//   `responseEnd`) until the field list is painted and its first row is focusable;
// - field click: from a real mouse click on a field row (the click event's `timeStamp`) until the
//   field editor shows that field's values and has been painted.
// Both end "after paint": the first task after the frame that shows the result, when the page
// would handle the user's next input.
import type { Page } from '@playwright/test'
import { DefaultValueKind, FieldType, enumName } from '../../shared/enums'
import type { Benchmark } from './types'
import { callApi, formatStats, profiledSteps, signInAdmin, signedInContext, timingBudget, timingStats } from './workspace'

const ENTITY = 'bench_designer'
const TARGET_ENTITY = 'bench_designer_target'
const CHILD_TABLES = 4
const PRIMARY_FIELDS = 120 // including the four Table fields
const CHILD_FIELDS = 45
const LOAD_REPETITIONS = 12
const LOAD_WARMUPS = 2
const CLICKS = 30
const CLICK_WARMUPS = 3
export const DESIGNER_LOAD_BUDGET_MS = 300
export const FIELD_CLICK_BUDGET_MS = 100
/**
 * Counts that do not depend on the machine or its load: what the designer builds for this
 * definition. A regression that makes the page do more work shows here on any machine, however
 * noisy its timings (measured: see docs/benchmarks.md).
 */
export const DESIGNER_COUNT_BUDGETS = { components: 150, domNodes: 2_700, apiRequests: 3, editorComponents: 760 } as const

interface Field {
  Id: string
  Key: string
  DisplayName: string
  FieldType: number
  ChildTableId: string | null
}
interface Definition {
  Id: string
  Tables: { Id: string; IsPrimary: boolean; Fields: Field[] }[]
}
type FieldBody = Record<string, unknown>


/** Field shapes in the proportions a business entity has: mostly text, numbers, dates and choices. */
function fieldRecipes(referenceTargetId: string): ((n: number) => FieldBody)[] {
  const options = (count: number) => Array.from({ length: count }, (_, i) => ({ Key: `opt_${i}`, Value: `Option ${i + 1}` }))
  return [
    (n) => ({ FieldType: FieldType.Text, StringMaxLength: 200, DisplayName: `Name ${n}` }),
    (n) => ({ FieldType: FieldType.Text, StringMaxLength: 80, DisplayName: `Code ${n}`, RequiredWhen: 'true' }),
    (n) => ({ FieldType: FieldType.Text, AllowMultiple: true, DisplayName: `Tags ${n}` }),
    (n) => ({ FieldType: FieldType.LongText, DisplayName: `Notes ${n}` }),
    (n) => ({ FieldType: FieldType.Integer, DisplayName: `Quantity ${n}`, DefaultValue: { Kind: DefaultValueKind.Constant, Value: 1 } }),
    (n) => ({ FieldType: FieldType.Decimal, DecimalPrecision: 12, DecimalScale: 3, DisplayName: `Weight ${n}` }),
    (n) => ({ FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 14, DecimalScale: 2, DisplayName: `Amount ${n}` }),
    (n) => ({ FieldType: FieldType.Boolean, DisplayName: `Active ${n}`, DefaultValue: { Kind: DefaultValueKind.Constant, Value: true } }),
    (n) => ({ FieldType: FieldType.Date, DisplayName: `Due date ${n}`, DefaultValue: { Kind: DefaultValueKind.Dynamic, Value: null, DynamicKey: 'today' } }),
    (n) => ({ FieldType: FieldType.DateTime, DisplayName: `Changed at ${n}` }),
    (n) => ({ FieldType: FieldType.Time, DisplayName: `Start time ${n}` }),
    (n) => ({ FieldType: FieldType.Select, Options: options(8), DisplayName: `Status ${n}`, DefaultValue: { Kind: DefaultValueKind.Constant, Value: 'opt_0' } }),
    (n) => ({ FieldType: FieldType.Select, Options: options(25), AllowMultiple: true, DisplayName: `Categories ${n}` }),
    (n) => ({ FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: referenceTargetId, DisplayName: `Account ${n}` }),
    (n) => ({ FieldType: FieldType.Email, StringMaxLength: 320, DisplayName: `Email ${n}` }),
    (n) => ({ FieldType: FieldType.Phone, StringMaxLength: 40, DisplayName: `Phone ${n}` }),
    (n) => ({ FieldType: FieldType.Url, DisplayName: `Website ${n}`, VisibleWhen: 'true' }),
    (n) => ({ FieldType: FieldType.Address, DisplayName: `Address ${n}` }),
    (n) => ({ FieldType: FieldType.Classifier, ClassifierCatalogDefinitionId: 'catalog-countries', DisplayName: `Country ${n}` }),
    (n) => ({ FieldType: FieldType.Markdown, DisplayName: `Description ${n}` }),
  ]
}

/** The large definition, built through the API as an administrator would (about 300 requests). */
export async function createLargeDefinition(apiUrl: string, token: string): Promise<Definition> {
  const admin = '/api/workspace/admin'
  const target = await callApi<Definition>(apiUrl, token, 'POST', `${admin}/entity-definitions`, {
    Name: TARGET_ENTITY,
    DisplayNameSingular: 'Account',
    DisplayNamePlural: 'Accounts',
  })
  const definition = await callApi<Definition>(apiUrl, token, 'POST', `${admin}/entity-definitions`, {
    Name: ENTITY,
    DisplayNameSingular: 'Contract',
    DisplayNamePlural: 'Contracts',
    NumberPrefix: 'CON-',
  })
  const recipes = fieldRecipes(target.Id)
  let created = 0
  const addFields = async (tableId: string, count: number, prefix: string) => {
    for (let i = 0; i < count; i++) {
      const n = ++created
      const body = recipes[n % recipes.length]!(n)
      await callApi(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${tableId}/fields`, { Key: `${prefix}_${n}`, ...body })
    }
  }
  const primaryId = definition.Tables.find((table) => table.IsPrimary)!.Id
  const childTableIds: string[] = []
  for (let i = 1; i <= CHILD_TABLES; i++) {
    const tableField = await callApi<Field>(apiUrl, token, 'POST', `${admin}/entity-definition-tables/${primaryId}/fields`, {
      Key: `lines_${i}`,
      DisplayName: `Lines ${i}`,
      FieldType: FieldType.Table,
    })
    childTableIds.push(tableField.ChildTableId!)
    created++
  }
  await addFields(primaryId, PRIMARY_FIELDS - CHILD_TABLES, 'f')
  for (const tableId of childTableIds) await addFields(tableId, CHILD_FIELDS, 'c')
  return callApi<Definition>(apiUrl, token, 'GET', `${admin}/entity-definitions/${definition.Id}`)
}

/**
 * Opens the designer in a new tab (same context: warm HTTP and code caches, like a returning
 * user) and answers the milliseconds from the detail response's end to the interactive field list.
 */
export async function timeDesignerLoad(page: Page, appUrl: string, definitionId: string): Promise<{ totalMs: number; rows: number; domMs: number }> {
  await page.addInitScript(() => {
    const w = window as unknown as { designerReady: Promise<{ domAt: number; readyAt: number; rows: number }> }
    w.designerReady = new Promise((resolve) => {
      let domAt = 0
      const firstRow = () => document.querySelector<HTMLElement>('[data-testid="field-list"] [role="option"]')
      const observer = new MutationObserver(() => {
        const row = firstRow()
        if (!row || domAt) return
        domAt = performance.now()
        observer.disconnect()
        const whenPainted = () => {
          // The row is laid out and takes focus: a click or Tab would reach it.
          if (row.getBoundingClientRect().height === 0 || row.tabIndex < 0) return requestAnimationFrame(whenPainted)
          // A task queued in the frame's callback runs once that frame has been painted.
          setTimeout(() => {
            const rows = document.querySelectorAll('[data-testid="field-list"] [role="option"]').length
            resolve({ domAt, readyAt: performance.now(), rows })
          }, 0)
        }
        requestAnimationFrame(whenPainted)
      })
      observer.observe(document, { childList: true, subtree: true })
    })
  })
  await page.goto(`${appUrl}/entities/${definitionId}/fields`)
  return page.evaluate(async (id) => {
    const w = window as unknown as { designerReady: Promise<{ domAt: number; readyAt: number; rows: number }> }
    const ready = await w.designerReady
    const detail = performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname === `/api/workspace/admin/entity-definitions/${id}`)
    const arrived = detail[0]?.responseEnd
    if (!arrived) throw new Error('the definition detail request was not seen')
    const focusTarget = document.querySelector<HTMLElement>('[data-testid="field-list"] [role="option"]')
    focusTarget?.focus()
    if (document.activeElement !== focusTarget) throw new Error('the first field row does not take focus')
    return { totalMs: ready.readyAt - arrived, domMs: ready.domAt - arrived, rows: ready.rows }
  }, definitionId)
}

export interface PageCounts {
  /** Vue component instances mounted in the page (walked from the root vnode). */
  components: number
  /** Elements in the document. */
  domNodes: number
  /** Requests to the API since the page was opened. */
  apiRequests: number
}

/** What the page holds now: component instances, DOM elements and API requests so far. */
export function countPage(page: Page): Promise<PageCounts> {
  return page.evaluate(() => {
    interface VNodeLike {
      component?: { subTree?: VNodeLike } | null
      children?: unknown
      suspense?: { activeBranch?: VNodeLike } | null
    }
    const countVNode = (vnode: VNodeLike | null | undefined): number => {
      if (!vnode || typeof vnode !== 'object') return 0
      if (vnode.component) return 1 + countVNode(vnode.component.subTree)
      if (vnode.suspense) return countVNode(vnode.suspense.activeBranch)
      return Array.isArray(vnode.children) ? vnode.children.reduce((sum: number, child) => sum + countVNode(child as VNodeLike), 0) : 0
    }
    // The renderer keeps the root vnode on its container (also in production builds).
    const root = document.querySelector('#app') as (Element & { _vnode?: VNodeLike }) | null
    const apiRequests = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/')).length
    return { components: countVNode(root?._vnode), domNodes: document.getElementsByTagName('*').length, apiRequests }
  })
}

/**
 * Clicks the row of `field` and answers the milliseconds from the click to the painted, filled editor
 * (its name and key, with nothing else waiting) and to the complete one (the parts that mount once
 * the browser is idle too).
 */
export async function timeFieldClick(page: Page, field: Field): Promise<{ filled: number; complete: number }> {
  await page.evaluate(({ key, name }) => {
    const w = window as unknown as { editorShown: Promise<{ filled: number; complete: number }> }
    w.editorShown = new Promise((resolve, reject) => {
      let clickedAt = 0
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true })
      const filled = () => {
        const editor = document.querySelector('[data-testid="field-editor"]')
        const nameInput = editor?.querySelector<HTMLInputElement>('[data-testid="field-display-name"] input')
        const keyInput = editor?.querySelector<HTMLInputElement>('[data-testid="field-key"] input')
        return clickedAt > 0 && nameInput?.value === name && keyInput?.value === key
      }
      const complete = () => !document.querySelector('[data-testid="field-editor"] [data-when-idle="pending"]')
      const painted = () => new Promise<number>((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - clickedAt), 0)))
      const deadline = performance.now() + 10_000
      let filledMs: Promise<number> | null = null
      const observer = new MutationObserver(() => {
        if (!filled()) return
        filledMs ??= painted()
        if (!complete()) return
        observer.disconnect()
        const completeMs = painted()
        void Promise.all([filledMs, completeMs]).then(([filled, complete]) => resolve({ filled, complete }))
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
      const giveUp = () => {
        if (performance.now() < deadline) return void setTimeout(giveUp, 500)
        observer.disconnect()
        reject(new Error(`the editor of ${key} did not open`))
      }
      giveUp()
    })
  }, { key: field.Key, name: field.DisplayName })
  await page.locator(`[data-testid="field-list"] [data-field-key="${field.Key}"]`).click()
  return page.evaluate(() => (window as unknown as { editorShown: Promise<{ filled: number; complete: number }> }).editorShown)
}

/** Fields of the primary table in an order that alternates types, so each click opens another kind of editor. */
export function clickTargets(definition: Definition): Field[] {
  const primary = definition.Tables.find((table) => table.IsPrimary)!
  const byType = new Map<number, Field[]>()
  for (const field of primary.Fields) byType.set(field.FieldType, [...(byType.get(field.FieldType) ?? []), field])
  const targets: Field[] = []
  for (let round = 0; targets.length < CLICKS + CLICK_WARMUPS; round++) {
    for (const fields of byType.values()) {
      const field = fields[round % fields.length]
      if (field && targets.length < CLICKS + CLICK_WARMUPS) targets.push(field)
    }
  }
  return targets
}

export const entityDesigner: Benchmark = {
  name: 'entity-designer',
  description: 'Entity designer with 300 fields over 5 tables: data arrival → interactive field list; field click → filled editor',
  async run({ appUrl, apiUrl, browser }) {
    const token = await signInAdmin(apiUrl)
    const setupStarted = performance.now()
    const definition = await createLargeDefinition(apiUrl, token)
    const setupMs = Math.round(performance.now() - setupStarted)
    const fieldCount = definition.Tables.reduce((sum, table) => sum + table.Fields.length, 0)
    const typeCount = new Set(definition.Tables.flatMap((table) => table.Fields.map((field) => field.FieldType))).size

    const context = await signedInContext(browser, apiUrl, token)
    try {
      const loads: number[] = []
      const domTimes: number[] = []
      let rows = 0
      let loaded: PageCounts | null = null
      for (let i = 0; i < LOAD_WARMUPS + LOAD_REPETITIONS; i++) {
        const page = await context.newPage()
        try {
          const load = await timeDesignerLoad(page, appUrl, definition.Id)
          rows = load.rows
          loaded ??= await countPage(page)
          if (i >= LOAD_WARMUPS) {
            loads.push(load.totalMs)
            domTimes.push(load.domMs)
          }
        } finally {
          await page.close()
        }
      }

      const page = await context.newPage()
      const clicks: number[] = []
      const clicksByType: Record<string, number[]> = {}
      const completeClicks: number[] = []
      let editorComponents = 0
      try {
        await timeDesignerLoad(page, appUrl, definition.Id)
        const targets = clickTargets(definition)
        await profiledSteps(page, 'entity-designer-field-clicks', async () => {
          for (const [index, field] of targets.entries()) {
            const { filled: ms, complete } = await timeFieldClick(page, field)
            if (index < CLICK_WARMUPS) continue
            clicks.push(ms)
            completeClicks.push(complete)
            const type = enumName(FieldType, field.FieldType) ?? String(field.FieldType)
            clicksByType[type] = [...(clicksByType[type] ?? []), Math.round(ms * 10) / 10]
            // The heaviest editor (a Select with 25 options) decides what a click mounts at most.
            editorComponents = Math.max(editorComponents, (await countPage(page)).components)
            // Let follow-up work (queries the editor starts, idle callbacks) settle between clicks.
            await page.waitForTimeout(250)
          }
        })
      } finally {
        await page.close()
      }

      if (!loaded) throw new Error('the designer was never loaded')
      const counts = { ...loaded, editorComponents }
      const countBudget = (name: string, actual: number, limit: number) => ({ name, limit, actual, unit: 'count' as const, pass: actual <= limit })
      const load = timingStats(loads)
      const dom = timingStats(domTimes)
      const click = timingStats(clicks)
      const clickComplete = timingStats(completeClicks)
      return {
        details: { fields: fieldCount, tables: definition.Tables.length, fieldTypes: typeCount, rowsShown: rows, setupMs, counts, load, loadToDom: dom, click, clickComplete, clicksByType },
        // The median, not p95: see docs/benchmarks.md ("Timing budgets").
        budgets: [
          timingBudget('Designer load, median', load.p50Ms, DESIGNER_LOAD_BUDGET_MS),
          timingBudget('Field click → editor, median', click.p50Ms, FIELD_CLICK_BUDGET_MS),
          countBudget('Designer load: Vue component instances', counts.components, DESIGNER_COUNT_BUDGETS.components),
          countBudget('Designer load: DOM elements', counts.domNodes, DESIGNER_COUNT_BUDGETS.domNodes),
          countBudget('Designer load: API requests', counts.apiRequests, DESIGNER_COUNT_BUDGETS.apiRequests),
          countBudget('Field editor open: Vue component instances (most over all clicks)', counts.editorComponents, DESIGNER_COUNT_BUDGETS.editorComponents),
        ],
        summary: [
          `${fieldCount} fields (${typeCount} types) over ${definition.Tables.length} tables, created in ${setupMs} ms; ${rows} rows in the primary table's list`,
          formatStats('Data arrived → interactive field list', load),
          formatStats('  of which data arrived → rows in the DOM', dom),
          formatStats('Click on a field → filled editor painted', click),
          formatStats('Click on a field → complete editor painted (reported, not budgeted)', clickComplete),
          `Counts: ${counts.components} components, ${counts.domNodes} DOM elements, ${counts.apiRequests} API requests on load; up to ${counts.editorComponents} components with an editor open`,
        ],
      }
    } finally {
      await context.close()
    }
  },
}
