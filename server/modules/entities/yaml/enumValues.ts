/** The contract value a YAML name stands for; the format admits only the enumeration's names. */
export function valueNamed<Values extends Record<string, number>>(values: Values, label: string): Values[keyof Values] {
  for (const name in values) if (name === label) return values[name]
  throw new Error(`"${label}" is not a name of this enumeration.`)
}

/** Like valueNamed, for a member the YAML may leave out. */
export const optionalValue = <Values extends Record<string, number>>(values: Values, label: string | undefined) =>
  label === undefined ? undefined : valueNamed(values, label)
