/** A score in basis points as a message shows it: 9500 → "95.0 %". */
export const basisPointsText = (value: number): string => `${(value / 100).toFixed(1)} %`
