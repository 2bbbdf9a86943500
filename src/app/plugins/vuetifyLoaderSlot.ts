// Stands in for Vuetify's `composables/loader.js` (vite.config.ts aliases Vuetify's own imports of it
// here). Vuetify's LoaderSlot mounts a progress bar in every text field, select, card and switch,
// loading or not, and each bar measures its element as it mounts: a forced layout per field, a
// third of the time a 30-field form takes to open. Here the bar mounts only while loading.
import { h, type FunctionalComponent } from 'vue'
import { VProgressLinear } from 'vuetify/components/VProgressLinear'

export { makeLoaderProps, useLoader } from 'vuetify/lib/composables/loader.js'

interface LoaderSlotProps {
  name: string
  active?: boolean
  color?: string
  absolute?: boolean
}

export const LoaderSlot: FunctionalComponent<LoaderSlotProps> = (props, { slots }) =>
  h('div', { class: `${props.name}__loader` }, [
    slots.default?.({ color: props.color, isActive: props.active }) ??
      (props.active ? h(VProgressLinear, { absolute: props.absolute, active: true, color: props.color, height: '2', indeterminate: true }) : null),
  ])
LoaderSlot.props = ['name', 'active', 'color', 'absolute']
