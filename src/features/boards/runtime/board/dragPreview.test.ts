import { afterEach, describe, expect, it, vi } from 'vitest'
import { previewClass, setCardDragImage } from './dragPreview'

function makeCard(): HTMLElement {
  const card = document.createElement('article')
  card.className = 'board-card'
  card.dataset.cardId = 'item-1'
  card.setAttribute('data-testid', 'board-card')
  card.textContent = 'ORDERS-1 Frame for the gate'
  card.getBoundingClientRect = () => ({ left: 100, top: 200, width: 240, height: 80, right: 340, bottom: 280, x: 100, y: 200, toJSON: () => ({}) })
  document.body.appendChild(card)
  return card
}

function dragEvent(clientX: number, clientY: number, setDragImage?: (image: Element, x: number, y: number) => void): DragEvent {
  const event = new Event('dragstart') as DragEvent
  Object.assign(event, { clientX, clientY, dataTransfer: setDragImage ? { setDragImage } : { setData: () => undefined } })
  return event
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('the card that follows the pointer', () => {
  it('hands the browser a copy of the card, held where the pointer took it, and removes the copy after', () => {
    vi.useFakeTimers()
    const card = makeCard()
    const setDragImage = vi.fn()
    expect(setCardDragImage(dragEvent(130, 250, setDragImage), card, { reducedMotion: false })).toBe(true)
    const [image, x, y] = setDragImage.mock.calls[0]! as [HTMLElement, number, number]
    expect([x, y]).toEqual([30, 50])
    expect(image.textContent).toBe('ORDERS-1 Frame for the gate')
    expect(image.classList.contains(previewClass)).toBe(true)
    expect(image.classList.contains(`${previewClass}--still`)).toBe(false)
    // The copy is no second card for tests, screen readers or the drop measurements.
    expect(image.getAttribute('aria-hidden')).toBe('true')
    expect(image.dataset.cardId).toBeUndefined()
    expect(document.querySelectorAll('[data-card-id]')).toHaveLength(1)
    expect(image.style.width).toBe('240px')
    vi.runAllTimers()
    expect(image.isConnected).toBe(false)
  })

  it('keeps the copy still when motion is reduced', () => {
    const setDragImage = vi.fn()
    setCardDragImage(dragEvent(0, 0, setDragImage), makeCard(), { reducedMotion: true })
    expect((setDragImage.mock.calls[0]![0] as HTMLElement).classList.contains(`${previewClass}--still`)).toBe(true)
  })

  it('leaves the browser its own picture where it cannot set one', () => {
    expect(setCardDragImage(dragEvent(0, 0), makeCard(), { reducedMotion: false })).toBe(false)
    expect(document.querySelector(`.${previewClass}`)).toBeNull()
  })
})
