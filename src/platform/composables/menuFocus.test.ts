import { describe, expect, it } from 'vitest'
import { focusFirstMenuItem } from './menuFocus'

describe('focusFirstMenuItem', () => {
  it('focuses the first item that is not disabled', () => {
    document.body.innerHTML = `<div role="menu">
      <div role="menuitem" tabindex="-1" aria-disabled="true">Off</div>
      <div role="menuitem" tabindex="-1">Text</div>
      <div role="menuitem" tabindex="-1">Long text</div>
    </div>`
    focusFirstMenuItem(document.querySelector<HTMLElement>('[role="menu"]'))
    expect(document.activeElement?.textContent).toBe('Text')
  })

  it('does nothing without a menu', () => {
    expect(() => focusFirstMenuItem(null)).not.toThrow()
  })
})
