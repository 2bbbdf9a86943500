import { h, mergeProps, type FunctionalComponent } from 'vue'
import 'vuetify/lib/components/VBtn/VBtn.css'
import 'vuetify/lib/components/VIcon/VIcon.css'

export interface AppRowActionProps {
  /** An `@mdi/js` path. */
  icon: string
  /** The accessible name and tooltip (the button shows only the icon). */
  label: string
  disabled?: boolean
  /** The tooltip while disabled: why the action is not offered. */
  disabledReason?: string
  color?: 'error'
}

/**
 * A small text icon button for table rows, drawn with the markup and styles of `<v-btn icon
 * size="small" variant="text">` but without its component: a list page mounts one per row, and
 * each `v-btn` with its `v-icon` costs more to set up than the rest of the row.
 */
// Its `click` listener and other attributes go to the button (not to the wrapper of a disabled one).
export const AppRowAction: FunctionalComponent<AppRowActionProps, { click: [MouseEvent] }> = (props, { attrs }) => {
  const button = h(
    'button',
    mergeProps(attrs, {
      type: 'button',
      class: [
        'v-btn v-btn--icon v-btn--density-default v-btn--size-small v-btn--variant-text',
        { 'v-btn--disabled': props.disabled, 'text-error': props.color === 'error' },
      ],
      'aria-label': props.label,
      title: props.disabled ? undefined : props.label,
      disabled: props.disabled || undefined,
    }),
    [
      h('span', { class: 'v-btn__overlay' }),
      h('span', { class: 'v-btn__underlay' }),
      h('span', { class: 'v-btn__content' }, [
        h('i', { class: 'v-icon notranslate v-icon--size-default', 'aria-hidden': 'true' }, [
          h('svg', { class: 'v-icon__svg', viewBox: '0 0 24 24', role: 'img', 'aria-hidden': 'true' }, [h('path', { d: props.icon })]),
        ]),
      ]),
    ],
  )
  // A disabled button takes no pointer events: its reason shows on a wrapper.
  return props.disabled ? h('span', { title: props.disabledReason ?? props.label }, [button]) : button
}
AppRowAction.props = ['icon', 'label', 'disabled', 'disabledReason', 'color']
AppRowAction.inheritAttrs = false
