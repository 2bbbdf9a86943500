import { h, type FunctionalComponent } from 'vue'
import { useRouter, type RouteLocationRaw } from 'vue-router'

export interface AppRowLinkProps {
  /** Where it leads: an app path (with its query, if any) costs no route resolution. */
  to: RouteLocationRaw
  /** A plain click calls this instead of going to `to` (which stays the link's address for a new tab). */
  onOpen?: () => void
}

/** A click that opens the link here: not one for a new tab or window, as in `router-link`. */
export function isPlainClick(event: MouseEvent): boolean {
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.defaultPrevented) return false
  return event.button === 0
}

/**
 * A link in a table row: the `<a>` a `router-link` renders, without its component. Every
 * `router-link` resolves its route again and renders again on each navigation, a list has one
 * per row, and a page change is a navigation. The click stays the link's: the row under it does not open too.
 */
export const AppRowLink: FunctionalComponent<AppRowLinkProps> = (props, { slots }) => {
  const router = useRouter()
  return h(
    'a',
    {
      href: typeof props.to === 'string' ? router.options.history.createHref(props.to) : router.resolve(props.to).href,
      onClick: (event: MouseEvent) => {
        event.stopPropagation()
        if (!isPlainClick(event)) return
        event.preventDefault()
        if (props.onOpen) props.onOpen()
        else void router.push(props.to)
      },
    },
    slots.default?.(),
  )
}
AppRowLink.props = ['to', 'onOpen']
