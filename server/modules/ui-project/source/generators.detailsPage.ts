import { scriptLiteral } from './generators.names'
import { apiTypes, fieldConstants, requestFunction, valueFormatter, type PageSourceInput } from './generators.pageScript'

export function detailsPageSource(definition: PageSourceInput): string {
  const { host } = definition
  return `<script setup lang="ts">
// Generated from an entity definition: its names are the JSON string literals below.
import { computed, onBeforeUnmount, onMounted, ref } from 'vue'
import { VAlert, VCard, VCardText, VCardTitle, VList, VListItem, VListItemSubtitle, VListItemTitle, VProgressLinear } from 'vuetify/components'
import { ${host} } from '../host'

${apiTypes}

const definitionName = ${scriptLiteral(definition.definitionName)}
const title = ${scriptLiteral(definition.title)}
${fieldConstants('fields', definition.fields)}

${requestFunction(host)}

${valueFormatter}

const record = ref<EntityInstance | null>(null)
const loading = ref(false)
const error = ref<string | null>(null)
// Only the answer to the latest request counts when the id changes while one is under way.
let latestRequest = 0

const heading = computed(() => (record.value ? \`\${title} · \${record.value.DisplayName}\` : title))

const items = computed(() => {
  const current = record.value
  if (!current) return []
  const { locale } = ${host}()
  return fields.map((field) => ({
    key: field.key,
    label: field.label,
    value: formatFieldValue(fieldValue(current, field.key), field.fieldType, current, locale) || '—',
  }))
})

/** The record id from the hash route's query, as in #/customers/details?id=… */
function recordIdFromHash(): string | null {
  const query = window.location.hash.split('?')[1]
  return query ? new URLSearchParams(query).get('id') : null
}

async function load(): Promise<void> {
  const request = ++latestRequest
  const id = recordIdFromHash()
  record.value = null
  error.value = id ? null : 'The address names no record (it needs ?id=… after the page path).'
  loading.value = id !== null
  if (!id) return
  try {
    const loaded = await getData<EntityInstance>(\`/instances/\${encodeURIComponent(id)}\`)
    if (request === latestRequest) record.value = loaded
  } catch (cause) {
    if (request === latestRequest) error.value = messageOf(cause)
  } finally {
    if (request === latestRequest) loading.value = false
  }
}

function reload(): void {
  void load()
}

onMounted(() => {
  window.addEventListener('hashchange', reload)
  reload()
})
onBeforeUnmount(() => {
  window.removeEventListener('hashchange', reload)
})
</script>

<template>
  <VCard>
    <VCardTitle>{{ heading }}</VCardTitle>
    <VCardText>
      <VProgressLinear
        v-if="loading"
        indeterminate
        class="mb-4"
      />
      <VAlert
        v-if="error"
        type="error"
        variant="tonal"
      >
        {{ error }}
      </VAlert>
      <VList
        v-if="record"
        lines="two"
      >
        <VListItem
          v-for="item in items"
          :key="item.key"
        >
          <VListItemSubtitle>{{ item.label }}</VListItemSubtitle>
          <VListItemTitle class="text-wrap">
            {{ item.value }}
          </VListItemTitle>
        </VListItem>
      </VList>
    </VCardText>
  </VCard>
</template>
`
}
