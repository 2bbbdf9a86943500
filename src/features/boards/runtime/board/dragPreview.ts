/**
 * The card that follows the pointer while dragging: a copy of the card handed to the browser as the
 * drag image. The browser moves that image itself, so the pointer's path costs no layout or script;
 * the copy exists only for the moment the browser takes its picture.
 */

export const previewClass = 'board-card-preview'

export interface PreviewOptions {
  /** Leave out the tilt (prefers-reduced-motion). */
  reducedMotion: boolean
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Sets a copy of `card` as the drag image, held where the pointer took the card. Answers whether it
 * did (a browser without `setDragImage` keeps its own picture).
 */
export function setCardDragImage(event: DragEvent, card: HTMLElement, options: PreviewOptions): boolean {
  const transfer = event.dataTransfer
  if (!transfer || typeof transfer.setDragImage !== 'function') return false
  const rect = card.getBoundingClientRect()
  const copy = card.cloneNode(true) as HTMLElement
  copy.removeAttribute('id')
  copy.removeAttribute('data-testid')
  copy.removeAttribute('data-card-id')
  copy.setAttribute('aria-hidden', 'true')
  copy.classList.add(previewClass)
  if (options.reducedMotion) copy.classList.add(`${previewClass}--still`)
  // Outside the view but rendered (a hidden element gives an empty picture).
  Object.assign(copy.style, { position: 'fixed', top: '-10000px', left: '-10000px', width: `${rect.width}px`, pointerEvents: 'none' })
  document.body.appendChild(copy)
  const x = Math.max(0, Math.min(rect.width, event.clientX - rect.left))
  const y = Math.max(0, Math.min(rect.height, event.clientY - rect.top))
  transfer.setDragImage(copy, x, y)
  // The browser takes its picture when dragstart returns; the copy goes right after.
  setTimeout(() => copy.remove(), 0)
  return true
}
