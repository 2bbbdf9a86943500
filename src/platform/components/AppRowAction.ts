import { h, type FunctionalComponent } from 'vue'
import 'vuetify/lib/components/VBtn/VBtn.css'
import 'vuetify/lib/components/VIcon/VIcon.css'

export interface AppRowActionProps {
  /** An `@mdi/js` path. */
  icon: string
  /** The accessible name (the button shows only the icon). */
  label: string
  disabled?: boolean
  color?: 'error'
}

/**
 * A small text icon button for table rows, drawn with the markup and styles of `<v-btn icon
 * size="small" variant="text">` but without its component: a list page mounts one per row, and
 * each `v-btn` with its `v-icon` costs more to set up than the rest of the row.
 */
// Its `click` listener and other attributes fall through to the button.
export const AppRowAction: FunctionalComponent<AppRowActionProps, { click: [MouseEvent] }> = (props) =>
  h(
    'button',
    {
      type: 'button',
      class: [
        'v-btn v-btn--icon v-btn--density-default v-btn--size-small v-btn--variant-text',
        { 'v-btn--disabled': props.disabled, 'text-error': props.color === 'error' },
      ],
      'aria-label': props.label,
      disabled: props.disabled || undefined,
    },
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
AppRowAction.props = ['icon', 'label', 'disabled', 'color']
