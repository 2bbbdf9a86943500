/** Two revisions picked in the history to compare; a third pick lets go of the oldest pick. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id)
  return [...selected, id].slice(-2)
}

/** The older of two revisions is `from`, the newer `to`, whatever order they were picked in. */
export function compareOrder<R extends { Id: string; Number: number }>(first: R, second: R): { from: R; to: R } {
  return first.Number <= second.Number ? { from: first, to: second } : { from: second, to: first }
}
