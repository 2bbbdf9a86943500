// Stands in for Vuetify's `composables/loader.js` (vite.config.ts aliases Vuetify's own imports of it
// here). Vuetify's LoaderSlot mounts a progress bar in every text field, select, card and switch,
// loading or not, and each bar measures its element as it mounts: a forced layout per field of a
// form. Here the bar mounts only while loading, and its code loads the first time one does (so it
// is not part of the sign-in screen's first load either).
import { defineAsyncComponent, h, toRef, type FunctionalComponent } from 'vue'
import { getCurrentInstanceName } from 'vuetify/lib/util/getCurrentInstance.js'
import { propsFactory } from 'vuetify/lib/util/propsFactory.js'

export const makeLoaderProps = propsFactory({ loading: [Boolean, String] }, 'loader')

export function useLoader(props: { loading?: boolean | string }, name = getCurrentInstanceName()) {
  return { loaderClasses: toRef(() => ({ [`${name}--loading`]: props.loading })) }
}

const VProgressLinear = defineAsyncComponent(() => import('vuetify/components/VProgressLinear').then((module) => module.VProgressLinear))

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
