/**
 * A menu button's menu, as WAI-ARIA's menu button pattern has it: once the menu is open (after its
 * transition, `@after-enter`), its first item takes the focus, so Enter and then the arrow keys work
 * at once instead of depending on how fast the menu appeared.
 */
export function focusFirstMenuItem(menu: HTMLElement | null | undefined): void {
  menu?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus()
}
