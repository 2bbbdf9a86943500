import { FieldType } from '../../entities'
import { scriptLiteral } from './generators.names'
import { apiTypes, fieldConstants, pageType, requestFunction, valueFormatter, type PageField, type PageSourceInput } from './generators.pageScript'

export const maxListColumns = 8
export const listPageSize = 50

/** Long texts and child tables make poor cells: they become columns only when nothing else is left. */
const poorColumnTypes: ReadonlySet<number> = new Set([FieldType.LongText, FieldType.Markdown, FieldType.Table])

export function listColumns(fields: readonly PageField[]): PageField[] {
  const good = fields.filter((field) => !poorColumnTypes.has(field.fieldType))
  const poor = fields.filter((field) => poorColumnTypes.has(field.fieldType))
  return [...good, ...poor].slice(0, maxListColumns)
}

export function listPageSource(definition: PageSourceInput): string {
  const { host } = definition
  return `<script setup lang="ts">
// Generated from an entity definition: its names are the JSON string literals below.
import { onMounted, ref } from 'vue'
import { VAlert, VCard, VCardText, VCardTitle, VDataTable } from 'vuetify/components'
import { ${host} } from '../host'

${apiTypes}

${pageType}

const definitionName = ${scriptLiteral(definition.definitionName)}
const title = ${scriptLiteral(definition.title)}
${fieldConstants('columns', listColumns(definition.fields))}
const pageSize = ${listPageSize}

${requestFunction(host)}

${valueFormatter}

type TableRow = Record<string, string>

// Cells live under generated keys: field keys may hold dots or anything else a path lookup would misread.
const headers = columns.length > 0
  ? columns.map((column, index) => ({ title: column.label, key: \`column\${index}\` }))
  : [{ title: 'Name', key: 'displayName' }]
const rows = ref<TableRow[]>([])
const loading = ref(false)
const error = ref<string | null>(null)

function toRow(record: EntityInstance, locale: string): TableRow {
  const row: TableRow = { recordId: record.Id, displayName: record.DisplayName }
  columns.forEach((column, index) => {
    row[\`column\${index}\`] = formatFieldValue(fieldValue(record, column.key), column.fieldType, record, locale)
  })
  return row
}

async function load(): Promise<void> {
  loading.value = true
  error.value = null
  try {
    const page = await getData<EntityInstancePage>(\`/instances?Page=1&PageSize=\${pageSize}\`)
    const { locale } = ${host}()
    rows.value = page.Items.map((record) => toRow(record, locale))
  } catch (cause) {
    error.value = messageOf(cause)
  } finally {
    loading.value = false
  }
}

onMounted(() => {
  void load()
})
</script>

<template>
  <VCard>
    <VCardTitle>{{ title }}</VCardTitle>
    <VCardText>
      <VAlert
        v-if="error"
        type="error"
        variant="tonal"
        class="mb-4"
      >
        {{ error }}
      </VAlert>
      <VDataTable
        :headers="headers"
        :items="rows"
        :loading="loading"
        item-value="recordId"
      />
    </VCardText>
  </VCard>
</template>
`
}
