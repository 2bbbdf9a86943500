/** Enumerations of the contract as const objects and readable labels, from `x-enum-varnames`. */
export * from './contract/enums'

/** The member name of an enum value (`enumName(UserType, 1)` → `'ServiceUser'`), e.g. for locale message keys. */
export function enumName<E extends Record<string, string | number>>(enumObject: E, value: E[keyof E]): keyof E & string
export function enumName(enumObject: Record<string, string | number>, value: unknown): string | undefined
export function enumName(enumObject: Record<string, string | number>, value: unknown): string | undefined {
  return Object.keys(enumObject).find((key) => enumObject[key] === value)
}
