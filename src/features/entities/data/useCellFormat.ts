import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useFormat } from '@/platform/composables/useFormat'
import { useClassifierCatalogs } from '../api/fields'
import type { CellFormatContext } from './recordCells'
import type { LookupItem } from './records.types'

/**
 * How record values read as text (the grid's cells, the changes history): the app's number and date
 * formats, yes and no, classifier item names. What every value shares is worked out once per render;
 * `contextFor` adds the reference labels of the record at hand.
 */
export function useCellFormat() {
  const { t } = useI18n()
  const format = useFormat()
  const catalogs = useClassifierCatalogs()
  const classifierNames = computed(() => {
    const byCatalog = new Map<string, Map<string, string>>()
    for (const catalog of catalogs.data.value ?? []) byCatalog.set(catalog.Id, new Map(catalog.Items.map((item) => [item.Key, item.DisplayName])))
    return byCatalog
  })
  const shared = computed<Omit<CellFormatContext, 'labels'>>(() => ({
    formatNumber: format.formatNumber,
    yes: t('entityData.grid.yes'),
    no: t('entityData.grid.no'),
    restricted: t('entityData.grid.restrictedReference'),
    rows: (count) => t('entityData.grid.rows', { count }, count),
    formatDate: format.formatDate,
    formatDateTime: format.formatDateTime,
    classifierNames: (field, key) => classifierNames.value.get(field.ClassifierCatalogDefinitionId ?? '')?.get(key) ?? key,
  }))
  return {
    contextFor: (labels: Record<string, LookupItem> | undefined): CellFormatContext => ({ ...shared.value, labels: labels ?? {} }),
  }
}
